import { describe, expect, it } from "vitest";
import { searchKey } from "./search-key";

describe("searchKey", () => {
  it("folds case, the Turkish i's, Turkish letters and other accents", () => {
    expect(searchKey("ŞİŞE")).toBe("sise");
    expect(searchKey("Isparta ısırgan")).toBe("isparta isirgan");
    expect(searchKey("Çağ Öğün Üzüm")).toBe("cag ogun uzum");
    expect(searchKey("Crème brûlée, Kâğıt")).toBe("creme brulee, kagit");
    expect(searchKey("Un 25 kg")).toBe("un 25 kg");
  });
});
