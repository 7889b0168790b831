import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import featureBoundaries from "./eslint-rules/feature-boundaries.js";

// zod comes configured from app/lib/zod.ts (see there why).
const zodImport = { name: "zod", message: "Import { z } from \"~/lib/zod\": it is configured for the site's CSP." };
const serverImport = { group: ["**/*.server", "**/*.server.ts"], message: "Only routes and server code import .server modules." };

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", "data/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["error", "warn", "log"] }],
    },
  },
  {
    files: ["public/**/*.js", "app/features/offline/service-worker.js"],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "scripts/**/*.ts", "tests/**/*.ts"],
    ignores: ["app/lib/zod.ts"],
    rules: { "no-restricted-imports": ["error", { paths: [zodImport] }] },
  },
  {
    // Server-only code must never reach a browser bundle: client modules may not import it.
    files: ["app/**/*.tsx"],
    ignores: ["app/root.tsx", "app/routes/**", "app/entry.server.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [zodImport], patterns: [serverImport] },
      ],
    },
  },
  {
    // A field's limit is said by its schema's message beside it, never enforced by cutting what is
    // typed or pasted (docs/decisions/0010-forms.md, "No maxlength").
    files: ["app/**/*.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "JSXAttribute[name.name='maxLength']", message: "maxLength cuts pasted text without a word: let the form's schema refuse it, with its message beside the field." },
      ],
    },
  },
  {
    // Features, their components and the layers below them (docs/decisions/0021-boundaries.md).
    files: ["app/**/*.{ts,tsx}"],
    plugins: { local: { rules: { "feature-boundaries": featureBoundaries } } },
    rules: { "local/feature-boundaries": "error" },
  },
);
