import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bulkSchema, REORDER_MAX_ROWS, reorderItemsSchema } from "~/features/menu-management/menu-management";
import { recipeSchema } from "~/features/recipes/recipes";
import { MAX_LIST_LINES, sendSchema, shoppingListSchema } from "~/features/shopping-lists/shopping-lists";
import { siteSettingsFormSchema } from "~/features/site/site-settings-form";
import { DEFAULT_MAX_FORM_ENTRIES, FLAT_FORM, fitsFormLimits, formLimits, MAX_LIST_INDEX } from "./form-limits";
import { z } from "./zod";

const entries = (...names: string[]) => names.map((name) => [name, "1"] as const);
const repeated = (name: string, times: number) => Array.from({ length: times }, () => [name, "1"] as const);

describe("fitsFormLimits", () => {
  it("lets a flat form's fields through once each, known or not", () => {
    expect(fitsFormLimits(entries("intent", "name", "price", "extra"), FLAT_FORM)).toBe(true);
    expect(fitsFormLimits(entries("intent", "name", "name"), FLAT_FORM)).toBe(false);
  });

  it("refuses more entries than the route allows", () => {
    const limits = formLimits([z.object({ name: z.string() })], 10);
    expect(fitsFormLimits(entries(...Array.from({ length: 10 }, (_, i) => `f${i}`)), limits)).toBe(true);
    expect(fitsFormLimits(entries(...Array.from({ length: 11 }, (_, i) => `f${i}`)), limits)).toBe(false);
  });

  it("repeats a name only where the schema has a list", () => {
    const limits = formLimits([bulkSchema], REORDER_MAX_ROWS + 16);
    expect(fitsFormLimits([...entries("intent", "action"), ...repeated("selected", REORDER_MAX_ROWS)], limits)).toBe(true);
    expect(fitsFormLimits([...entries("intent", "action", "action")], limits)).toBe(false);
    expect(fitsFormLimits(repeated("intent", 2), limits)).toBe(false);
  });

  it("follows the schema's lists and objects, each index below the list's max", () => {
    const limits = formLimits([shoppingListSchema("tr"), sendSchema]);
    expect(fitsFormLimits(entries("vendor", "items[0].inventoryItemId", "items[0].quantity", `items[${MAX_LIST_LINES - 1}].quantity`), limits)).toBe(true);
    expect(fitsFormLimits(entries(`items[${MAX_LIST_LINES}].quantity`), limits)).toBe(false);
    expect(fitsFormLimits(entries("items[0].price"), limits)).toBe(false);
    expect(fitsFormLimits(entries("items[0][1].quantity"), limits)).toBe(false);
    expect(fitsFormLimits(entries("items[0].quantity.x"), limits)).toBe(false);
    expect(fitsFormLimits(entries("items[].quantity", "items[-1].quantity", "items[0]quantity", "items.0.quantity"), limits)).toBe(false);
    expect(fitsFormLimits(entries("phone[0]"), limits)).toBe(false);
    expect(fitsFormLimits(entries("items[0].quantity", "items[0].quantity"), limits)).toBe(false);
  });

  it("never allows an index of MAX_LIST_INDEX or more, even for a list without a max", () => {
    const limits = formLimits([recipeSchema("tr")]);
    expect(fitsFormLimits(entries(`ingredients[${MAX_LIST_INDEX - 1}].quantity`), limits)).toBe(true);
    expect(fitsFormLimits(entries(`ingredients[${MAX_LIST_INDEX}].quantity`), limits)).toBe(false);
    expect(fitsFormLimits(entries("name[100000000]"), formLimits([recipeSchema("tr")]))).toBe(false);
  });

  it("reads what the site settings form sends: a tuple of phones and a week of days", () => {
    const limits = formLimits([siteSettingsFormSchema]);
    expect(fitsFormLimits(entries("version", "phones[0]", "phones[1]", "openingHours.monday.closed", "openingHours.friday.opens"), limits)).toBe(true);
    expect(fitsFormLimits(entries("phones[2]"), limits)).toBe(false);
    expect(fitsFormLimits(entries("openingHours.someday.opens"), limits)).toBe(false);
  });

  it("reads a JSON field as the text it is, not as the list it becomes", () => {
    const limits = formLimits([reorderItemsSchema]);
    expect(fitsFormLimits(entries("categoryId", "order"), limits)).toBe(true);
    expect(fitsFormLimits(entries("order[0].id"), limits)).toBe(false);
    expect(fitsFormLimits(repeated("order", 2), limits)).toBe(false);
  });

  it("refuses Conform's reserved names", () => {
    expect(fitsFormLimits(entries("__intent__"), FLAT_FORM)).toBe(false);
    expect(fitsFormLimits(entries("__state__"), FLAT_FORM)).toBe(false);
  });

  it("reads at most one entry past the limit of any body, however long, and decides it", () => {
    const limits = formLimits([shoppingListSchema("tr"), bulkSchema], DEFAULT_MAX_FORM_ENTRIES);
    const name = fc.oneof(
      fc.constantFrom("items", "selected", "vendor", "intent"),
      fc.string({ maxLength: 20 }),
      fc.tuple(fc.constantFrom("items", "x", ""), fc.array(fc.oneof(fc.nat().map((n) => `[${n}]`), fc.constantFrom(".quantity", "[", "]", "[]", ".", "[0]")), { maxLength: 30 })).map(([base, rest]) => base + rest.join("")),
    );
    fc.assert(
      fc.property(fc.array(name, { maxLength: 50 }), fc.nat({ max: 10 * DEFAULT_MAX_FORM_ENTRIES }), (names, repeats) => {
        const body = [...names.map((n) => [n, "1"] as const), ...repeated(names[0] ?? "x", repeats)];
        // The work is what it reads, not how long that took: a timed test fails on a busy machine.
        let read = 0;
        const counted = (function* () {
          for (const entry of body) {
            read += 1;
            yield entry;
          }
        })();
        const fits = fitsFormLimits(counted, limits);
        expect(read).toBeLessThanOrEqual(limits.maxEntries + 1);
        if (body.length > limits.maxEntries) expect(fits).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});
