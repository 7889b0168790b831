import { describe, expect, it } from "vitest";
import { slugify } from "./slug";

describe("slugify", () => {
  it("turns Turkish letters into plain Latin ones", () => {
    expect(slugify("Çıtır Patates Köftesi")).toBe("citir-patates-koftesi");
    expect(slugify("İSKENDER Şiş Güveç Ğ")).toBe("iskender-sis-guvec-g");
  });

  it("drops other accents and punctuation, and collapses separators", () => {
    expect(slugify("  Crème brûlée -- (for two!)  ")).toBe("creme-brulee-for-two");
    expect(slugify("Fish & Chips")).toBe("fish-and-chips");
  });

  it("gives an empty slug for text without letters or digits", () => {
    expect(slugify("₺ — ?")).toBe("");
  });
});
