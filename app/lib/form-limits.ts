import type { $ZodType } from "zod/v4/core";

/**
 * What a form's body may hold, checked in one cheap pass before any parser sees it
 * (docs/decisions/0014-malformed-requests.md). Conform turns field names into a value: a repeated
 * name becomes a list (gathered with `concat`, quadratic in the repeats), and `items[100000000]` a
 * sparse list of that length that the error reply then visits slot by slot. zod's `.max()` comes
 * too late to help, so the names are held to the shape of the form's own schema first:
 *
 * - at most `maxEntries` entries (a default of a couple of thousand; more where a screen sends more);
 * - a name is repeated only where the schema has a list;
 * - a name with `.` or `[n]` follows the schema's objects and lists, each index below the list's
 *   `.max()` and always below MAX_LIST_INDEX;
 * - Conform's own reserved names (`__intent__`, `__state__`), which no form here sends, are refused.
 */

/** Entries a form may have unless its route says otherwise: far above a form a person fills in. */
export const DEFAULT_MAX_FORM_ENTRIES = 2_000;

/** No list in a form reaches this many rows, whatever its schema says. */
export const MAX_LIST_INDEX = 10_000;

/** The shape of a form's fields, from its zod schemas: which names nest, which may be lists. */
export interface FormShape {
  /** The fields of an object (names joined with `.`); null when this is not an object. */
  fields: Map<string, FormShape> | null;
  /** A list's rows (`name[0]`, or the name repeated); null when this is not a list. */
  element: FormShape | null;
  /** How many rows the list may have: its `.max()`, a tuple's length, at most MAX_LIST_INDEX. */
  maxItems: number;
}

export interface FormLimits {
  shape: FormShape;
  maxEntries: number;
}

const leaf = (): FormShape => ({ fields: null, element: null, maxItems: 0 });

/** Where two schemas (a union's options, a route's forms) overlap, the field may be either. */
function merge(a: FormShape, b: FormShape): FormShape {
  let fields = a.fields ?? b.fields;
  if (a.fields && b.fields) {
    fields = new Map(a.fields);
    for (const [name, shape] of b.fields) fields.set(name, fields.has(name) ? merge(fields.get(name)!, shape) : shape);
  }
  const element = a.element && b.element ? merge(a.element, b.element) : (a.element ?? b.element);
  return { fields, element, maxItems: Math.max(a.maxItems, b.maxItems) };
}

interface ZodInternals {
  def: {
    type: string;
    shape?: Record<string, $ZodType>;
    element?: $ZodType;
    items?: $ZodType[];
    rest?: $ZodType | null;
    innerType?: $ZodType;
    in?: $ZodType;
    out?: $ZodType;
    options?: $ZodType[];
    left?: $ZodType;
    right?: $ZodType;
    checks?: { _zod: { def: { check: string; maximum?: number } } }[];
  };
}

const internals = (schema: $ZodType) => (schema as unknown as { _zod: ZodInternals })._zod;

/** A list's `.max()`, if it has one. */
function maxLength(checks: ZodInternals["def"]["checks"]): number | undefined {
  const limits = (checks ?? []).map(({ _zod }) => _zod.def).filter((check) => check.check === "max_length" && check.maximum !== undefined);
  return limits.length > 0 ? Math.min(...limits.map((check) => check.maximum!)) : undefined;
}

/** The shape a schema reads its input in: what a form may send for it. */
function shapeOf(schema: $ZodType): FormShape {
  const { def } = internals(schema);
  switch (def.type) {
    case "object": {
      const fields = new Map<string, FormShape>();
      for (const [name, field] of Object.entries(def.shape ?? {})) fields.set(name, shapeOf(field));
      return { fields, element: null, maxItems: 0 };
    }
    case "array":
      return { fields: null, element: shapeOf(def.element!), maxItems: Math.min(maxLength(def.checks) ?? MAX_LIST_INDEX, MAX_LIST_INDEX) };
    case "tuple": {
      const parts = [...(def.items ?? []), ...(def.rest ? [def.rest] : [])].map(shapeOf);
      return { fields: null, element: parts.reduce(merge, leaf()), maxItems: def.rest ? MAX_LIST_INDEX : (def.items ?? []).length };
    }
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "nonoptional":
    case "readonly":
    case "catch":
      return shapeOf(def.innerType!);
    // A pipe reads what its first half reads; after a preprocess (a transform first), what the second half reads.
    case "pipe":
      return internals(def.in!).def.type === "transform" ? shapeOf(def.out!) : shapeOf(def.in!);
    case "union":
      return (def.options ?? []).map(shapeOf).reduce(merge, leaf());
    case "intersection":
      return merge(shapeOf(def.left!), shapeOf(def.right!));
    default:
      return leaf();
  }
}

/** The shape of everything a route's forms may send: the union of their schemas. */
export function formShape(...schemas: $ZodType[]): FormShape {
  return schemas.map(shapeOf).reduce(merge, { fields: new Map(), element: null, maxItems: 0 });
}

/** A form of plain fields only: no list, no nesting. */
export const FLAT_FORM: FormLimits = { shape: formShape(), maxEntries: DEFAULT_MAX_FORM_ENTRIES };

/** A route's limits: its forms' shape, and how many entries it allows (the default unless it needs more). */
export function formLimits(schemas: $ZodType[], maxEntries = DEFAULT_MAX_FORM_ENTRIES): FormLimits {
  return { shape: formShape(...schemas), maxEntries };
}

/** Conform's reserved names: list and reset intents, and its state; none of this site's forms posts them. */
const RESERVED_NAMES = new Set(["__intent__", "__state__"]);

/** `key`, `.key` or `[n]`: the pieces of a structured name, as Conform reads them. */
const SEGMENT = /\.?([A-Za-z_$][\w$-]*)|\[(\d{1,5})\]/y;

/** The node a structured name leads to in `shape`, or null when the schema has no such place. */
function follow(shape: FormShape, name: string): FormShape | null {
  let node: FormShape = shape;
  let at = 0;
  let first = true;
  while (at < name.length) {
    SEGMENT.lastIndex = at;
    const match = SEGMENT.exec(name);
    if (!match) return null;
    const [text, key, index] = match;
    if (key !== undefined) {
      // A key is the first piece or follows a dot: `a.b`, never `ab` split in two or `a[0]b`.
      if (first === text.startsWith(".")) return null;
      const next = node.fields?.get(key);
      if (!next) return null;
      node = next;
    } else {
      if (first || !node.element || Number(index) >= node.maxItems) return null;
      node = node.element;
    }
    first = false;
    at += text.length;
  }
  return node;
}

/**
 * Whether the entries fit `limits`. Linear in the number of entries and the length of their names;
 * it stops at the first that does not fit.
 */
export function fitsFormLimits(entries: Iterable<readonly [string, unknown]>, limits: FormLimits): boolean {
  const seen = new Set<string>();
  let count = 0;
  for (const [name] of entries) {
    if (++count > limits.maxEntries) return false;
    if (RESERVED_NAMES.has(name)) return false;
    const structured = /[.[\]]/.test(name);
    const node = structured ? follow(limits.shape, name) : (limits.shape.fields?.get(name) ?? null);
    if (structured && !node) return false;
    if (seen.has(name)) {
      // A repeated name is a list's rows: only where the schema has a list there.
      if (!node?.element) return false;
    } else {
      seen.add(name);
    }
  }
  return true;
}
