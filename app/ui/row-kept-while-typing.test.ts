import { describe, expect, it } from "vitest";
import { answersVersion, isNewerVersion } from "./row-kept-while-typing";

describe("isNewerVersion", () => {
  it("is the same row in another version: a form kept on the first would be stale", () => {
    expect(isNewerVersion({ id: "a", version: 3 }, { id: "a", version: 2 })).toBe(true);
    expect(isNewerVersion({ id: 7, version: 1 }, { id: 7, version: 4 })).toBe(true);
  });

  it("is not the same version, another row, or no row", () => {
    expect(isNewerVersion({ id: "a", version: 2 }, { id: "a", version: 2 })).toBe(false);
    expect(isNewerVersion({ id: "b", version: 3 }, { id: "a", version: 2 })).toBe(false);
    expect(isNewerVersion(null, { id: "a", version: 2 })).toBe(false);
    expect(isNewerVersion({ id: "a", version: 3 }, null)).toBe(false);
  });
});

describe("answersVersion", () => {
  const refusal = (version: string) => ({ status: "error" as const, initialValue: { id: "a", version, price: "55" }, error: { "": ["error.stale"] } });

  it("takes a reply sent from the version the form is drawn for", () => {
    expect(answersVersion(refusal("2"), 2)).toBe(true);
  });

  it("leaves a refusal of an older version to the form that sent it, not one drawn for the newer version", () => {
    expect(answersVersion(refusal("2"), 3)).toBe(false);
  });

  it("takes a reply that carries no version: a save's, which empties the form, a create's, or none", () => {
    expect(answersVersion({ status: "success", initialValue: null }, 3)).toBe(true);
    expect(answersVersion({ status: "error", initialValue: { name: "" }, error: { name: ["inventory.nameRequired"] } }, 3)).toBe(true);
    expect(answersVersion(undefined, 3)).toBe(true);
  });
});
