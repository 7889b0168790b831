import { describe, expect, it } from "vitest";
import { knownVendors, sortByName } from "./names";

describe("names", () => {
  it("sorts names as a Turkish reader expects in Turkish", () => {
    const names = ["Zeytin", "Çilek", "Cevizli", "Irmik", "İncir", "Soğan", "Şeker", "Tuz", "Un", "Ürün"].map((name) => ({ name }));
    expect(sortByName(names, "tr").map((item) => item.name)).toEqual(["Cevizli", "Çilek", "Irmik", "İncir", "Soğan", "Şeker", "Tuz", "Un", "Ürün", "Zeytin"]);
  });

  it("offers each known vendor once", () => {
    expect(knownVendors([{ vendor: "Metro" }, { vendor: "metro " }, { vendor: "Bakkal" }], "tr")).toEqual(["Bakkal", "Metro"]);
  });
});
