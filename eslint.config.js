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
  // Layers, bottom up: the routes table and shared types (app/lib/routes, app/lib/types);
  // content; the rest of lib and hooks; components; sections, and the inbox (admin/) beside
  // them; islands, layouts and pages. An import may only point down (app/README.md). Tests
  // sit outside the layers.
  ...layer("app/content/**", "content/ imports only the routes table and shared types.", [
    "lib/*",
    "!lib/routes",
    "!lib/types",
    ...above("hooks", "components", "sections", "admin"),
  ]),
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
    files: ["server/**/*.ts", "scripts/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                ...above("hooks", "components", "sections", "admin").map((dir) => `**/app/${dir}`),
              ],
              message:
                "Server code imports no app component, hook or section, and nothing of the inbox.",
            },
          ],
        },
      ],
    },
  },
  prettier,
);
