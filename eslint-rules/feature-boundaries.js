import { dirname, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The boundaries between the app's folders (docs/decisions/0021-boundaries.md), kept by lint:
 *   1. no feature imports another feature's `components/`: screens share pieces through app/ui;
 *   2. app/db, app/ui, app/i18n and app/lib import no feature: they are the layers features stand on;
 *   3. a feature imports only the features before it in FEATURES_LOW_TO_HIGH, so no two features
 *      import each other, directly or round a longer cycle.
 * Routes (app/routes, app/root.tsx) and the server may import any feature. Tests (*.test.ts) are
 * kept by the first rule only: nothing imports a test, so it adds no edge another module follows.
 * Both `~/…` and relative specifiers are resolved to the file they name before they are judged.
 */

/**
 * Every folder of app/features, each after the features it imports. A new feature goes after the
 * ones it needs; a feature that needs one placed after it is a cycle in the making: move the
 * shared piece down (to app/lib, app/ui, app/i18n or app/db, or to the lower feature).
 */
export const FEATURES_LOW_TO_HIGH = [
  "auth",
  "site",
  "sold-out",
  "allergens",
  "qr",
  "contact",
  "menu-images",
  "menu",
  "price-list",
  "seo",
  "offline",
  "inventory",
  "vendors",
  "recipes",
  "food-cost",
  "shopping-lists",
  "admin",
  "users",
  "menu-management",
  "events",
  "data-management",
];

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const LOWER_LAYERS = new Set(["db", "ui", "i18n", "lib"]);

/** Where a file sits: in a feature (and whether in its components/), a lower layer, or elsewhere. */
function place(file) {
  const parts = relative(ROOT, file).split(sep);
  if (parts[0] !== "app") return { kind: "other" };
  if (parts[1] === "features" && parts.length > 3) return { kind: "feature", feature: parts[2], inComponents: parts[3] === "components" };
  if (LOWER_LAYERS.has(parts[1])) return { kind: "layer", layer: parts[1] };
  return { kind: "other" };
}

/** The file a specifier names, for the app's own modules (`~/` is app/); null for packages. */
function target(specifier, fromFile) {
  if (specifier.startsWith("~/")) return resolve(ROOT, "app", specifier.slice(2));
  if (specifier.startsWith("./") || specifier.startsWith("../")) return resolve(dirname(fromFile), specifier);
  return null;
}

const rank = (feature) => FEATURES_LOW_TO_HIGH.indexOf(feature);

/** @type {import("eslint").Rule.RuleModule} */
export default {
  meta: {
    type: "problem",
    docs: { description: "Keeps the boundaries between features and the layers below them (docs/decisions/0021-boundaries.md)." },
    schema: [],
    messages: {
      components: "'{{specifier}}' is another feature's component ({{target}}). Move what both screens share to app/ui.",
      lowerLayer: "app/{{layer}} imports no feature, and '{{specifier}}' is in features/{{target}}. Move the shared piece down to app/{{layer}} or app/lib.",
      order:
        "features/{{from}} may import only the features listed before it in FEATURES_LOW_TO_HIGH (eslint-rules/feature-boundaries.js), and features/{{target}} comes after it. Move the shared piece down instead of making a cycle.",
      unlisted: "features/{{feature}} is not in FEATURES_LOW_TO_HIGH (eslint-rules/feature-boundaries.js): add it after the features it imports.",
    },
  },
  create(context) {
    const from = place(context.filename);
    if (from.kind === "other") return {};
    const isTest = /\.test\.tsx?$/.test(context.filename);

    function check(node, specifier) {
      if (typeof specifier !== "string") return;
      const file = target(specifier, context.filename);
      if (!file) return;
      const to = place(file);
      if (to.kind !== "feature" || (from.kind === "feature" && to.feature === from.feature)) return;
      const data = { specifier, target: to.feature, from: from.feature, layer: from.layer };
      if (rank(to.feature) < 0) context.report({ node, messageId: "unlisted", data: { feature: to.feature } });
      else if (to.inComponents) context.report({ node, messageId: "components", data: { ...data, target: `features/${to.feature}/components` } });
      else if (isTest) return;
      else if (from.kind === "layer") context.report({ node, messageId: "lowerLayer", data });
      else if (rank(from.feature) >= 0 && rank(to.feature) > rank(from.feature)) context.report({ node, messageId: "order", data });
    }

    return {
      Program(node) {
        if (from.kind === "feature" && rank(from.feature) < 0) context.report({ node, messageId: "unlisted", data: { feature: from.feature } });
      },
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === "Literal" && check(node.source, node.source.value),
    };
  },
};
