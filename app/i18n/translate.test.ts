import { describe, expect, it } from "vitest";
import { catalogues } from "./messages";
import { translate } from "./translate";

describe("translate", () => {
  it("fills placeholders and leaves unknown ones visible", () => {
    expect(translate("en", "footer.copyright", { year: 2026, name: "Patates" })).toBe(
      "© 2026 Patates. All rights reserved.",
    );
    expect(translate("tr", "nav.homeLink")).toBe("{name}, ana sayfa");
  });

  it("has a non-empty Turkish text for every English one, with the same placeholders", () => {
    const { en, tr } = catalogues;
    expect(Object.keys(tr).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(tr[key].trim(), key).not.toBe("");
      const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(placeholders(tr[key]), key).toEqual(placeholders(en[key]));
    }
  });
});
