import { describe, expect, it } from "vitest";
import { localize } from "./localize";

describe("localize", () => {
  it("returns a plain string as it is, in any language", () => {
    expect(localize("Kumpir", "en")).toBe("Kumpir");
    expect(localize("Kumpir", "tr")).toBe("Kumpir");
  });

  it("prefers the shown language", () => {
    expect(localize({ tr: "Patates", en: "Potato" }, "en")).toBe("Potato");
    expect(localize({ tr: "Patates", en: "Potato" }, "tr")).toBe("Patates");
  });

  it("falls back to Turkish, then English, then the first value", () => {
    expect(localize({ tr: "Patates" }, "en")).toBe("Patates");
    expect(localize({ en: "Potato" }, "tr")).toBe("Potato");
    const onlyOther = { de: "Kartoffel" } as unknown as Record<string, string>;
    expect(localize(onlyOther, "tr")).toBe("Kartoffel");
  });

  it("treats empty text as missing", () => {
    expect(localize({ en: "", tr: "Patates" }, "en")).toBe("Patates");
    expect(localize({ tr: " ", en: "Potato" }, "tr")).toBe("Potato");
  });

  it("gives an empty string for nothing", () => {
    expect(localize(null, "tr")).toBe("");
    expect(localize(undefined, "en")).toBe("");
    expect(localize({}, "en")).toBe("");
  });
});
