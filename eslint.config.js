import js from "@eslint/js";
import astro from "eslint-plugin-astro";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** The folders above a layer, with the top one (islands, layouts, pages) always among them. */
function above(...dirs) {
  return [...dirs, "islands", "layouts", "pages"].map((dir) => `${dir}/**`);
}

/**
 * One layer's fence: its files may not import the given folders (matched as `~/<dir>` or
 * as a relative path ending in it), nor the `relative` paths as written, nor server code,
 * which no app file may reach.
 */
function layer(files, message, forbidden, relative = []) {
  // A leading "!" lets a path through again, as in .gitignore.
  const specifiers = forbidden
    .flatMap((dir) => {
      const [not, path] = dir.startsWith("!") ? ["!", dir.slice(1)] : ["", dir];
      return [`${not}~/${path}`, `${not}**/${path}`];
    })
    .concat(relative);
  return [
    {
      files: [files.endsWith("**") ? `${files}/*.{ts,tsx,astro}` : files],
      ignores: ["**/*.test.{ts,tsx}"],
      rules: {
        "no-restricted-imports": [
          "error",
          {
            patterns: [
              { group: specifiers, message },
              { group: ["**/server/*"], message: "app/ must not import server code." },
            ],
          },
        ],
      },
    },
  ];
}

/** contracts/ is the floor: what it imports leaves the project or stays in the folder. */
const outsideContracts = {
  regex: "^(~|\\.\\./)",
  message: "contracts/ imports nothing of the project, only npm packages.",
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".astro/",
      ".cache/",
      "data/",
      "public/",
      "app/generated/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
    ],
  },
  {
    // Server code is fenced: nothing under app/ may import it.
    files: ["app/**/*.{ts,tsx,astro}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/server/*", "../server/*"], message: "app/ must not import server code." },
          ],
        },
      ],
    },
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
  // Layers, bottom up: contracts/ (what the browser, the server and the build agree on);
  // content; the rest of lib and hooks; components; sections, and the inbox (admin/) beside
  // them; islands, layouts and pages.
  // An import may only point down (app/README.md, decision 204). Tests sit outside the
  // app's layers, not outside contracts/ or the server's wall.
  {
    files: ["contracts/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [outsideContracts] }] },
  },
  {
    // Its tests run in Node, and may read a file.
    files: ["contracts/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            outsideContracts,
            { regex: "^node:", message: "contracts/ runs in the browser too: no Node module." },
          ],
        },
      ],
    },
  },
  {
    files: ["app/content/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(~/(?!content/)|\\.\\./(?!\\.\\./contracts/))",
              message: "content/ imports only contracts/ and itself.",
            },
            { group: ["**/server/*"], message: "app/ must not import server code." },
          ],
        },
      ],
    },
  },
  ...layer("app/{lib,hooks}/**", "lib/ and hooks/ import no component, section or inbox.", [
    ...above("components", "sections", "admin"),
  ]),
  ...layer("app/components/**", "components/ import no section and no inbox.", [
    ...above("sections", "admin"),
  ]),
  ...layer(
    "app/sections/**",
    "A section imports only its own folder and sections/shared, never the inbox.",
    ["sections/*", "!sections/shared", "admin/**"],
    ["../*", "!../shared"],
  ),
  // The inbox is a feature of its own: it uses the kit below, never a page's section.
  ...layer("app/admin/**", "The inbox imports no page section.", [...above("sections")]),
  {
    // Tests included: a server test that needs a browser module is testing the browser.
    files: ["server/**/*.ts", "scripts/**/*.{ts,mjs}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(~/|(\\.\\./)+app/)(?!content/)",
              message:
                "server/ and scripts/ import contracts/ and app/content/, nothing else of app/.",
            },
          ],
        },
      ],
    },
  },
  prettier,
);
