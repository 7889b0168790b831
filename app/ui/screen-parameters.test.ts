import { describe, expect, it } from "vitest";
import { cleanScreenSearch, MAX_SCREEN_PARAMETER_LENGTH } from "./screen-parameters";

describe("a back-office address cleaned of what no screen reads", () => {
  it("is left alone when every parameter is one a screen reads, repeated or empty", () => {
    for (const search of ["", "q=un&tab=food&item=abc", "new&in=breakfast&lang=en", "format=cards&language=en", "savedItem=x&savedCategory=y", "download-failed=%2Fadmin%2Fmenu-costs.csv", "q=a&q=b", "index"]) {
      expect(cleanScreenSearch(new URLSearchParams(search)), search).toBeNull();
    }
  });

  it("loses the parameters no screen reads and the values longer than any it reads, keeping the rest in order", () => {
    expect(cleanScreenSearch(new URLSearchParams("utm_source=qr&q=un&p0=1&tab=food"))?.toString()).toBe("q=un&tab=food");
    expect(cleanScreenSearch(new URLSearchParams(Array.from({ length: 1_500 }, (_, i) => [`p${i}`, "1"])))?.toString()).toBe("");
    const long = "x".repeat(MAX_SCREEN_PARAMETER_LENGTH + 1);
    expect(cleanScreenSearch(new URLSearchParams({ item: "abc", tab: long }))?.toString()).toBe("item=abc");
    expect(cleanScreenSearch(new URLSearchParams({ q: "x".repeat(MAX_SCREEN_PARAMETER_LENGTH) }))).toBeNull();
  });
});
