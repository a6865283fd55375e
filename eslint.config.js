import js from "@eslint/js";
import astro from "eslint-plugin-astro";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The import layers live in .dependency-cruiser.mjs (decisions 205, 235), which reads every
 * TypeScript and JavaScript module. It does not read `.astro` files (the pages and layouts,
 * the top layer), so their one wall stays here: no server code, no build script.
 */
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
    files: ["app/**/*.astro"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/server/*", "**/scripts/*"],
              message: "app/ must not import server code or the build's scripts.",
            },
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
  prettier,
);
