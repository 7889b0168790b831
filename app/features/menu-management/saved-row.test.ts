import { describe, expect, it } from "vitest";
import { onlySavedMarkDropped, savedRowOf } from "./saved-row";

const url = (search: string) => new URL(`http://x/admin/menu${search}`);

describe("the saved row's mark in Menu Management's address", () => {
  it("names the item or the category just saved", () => {
    expect(savedRowOf(new URLSearchParams("savedItem=a&q=x"))).toEqual({ kind: "item", id: "a" });
    expect(savedRowOf(new URLSearchParams("tab=categories&savedCategory=c"))).toEqual({ kind: "category", id: "c" });
    expect(savedRowOf(new URLSearchParams("q=x"))).toBeNull();
  });

  it("taking the mark away needs nothing loaded again; any other change does", () => {
    expect(onlySavedMarkDropped(url("?q=x&savedItem=a"), url("?q=x"))).toBe(true);
    expect(onlySavedMarkDropped(url("?q=x&savedItem=a"), url("?q=y"))).toBe(false);
    expect(onlySavedMarkDropped(url("?q=x"), url("?q=x"))).toBe(false);
    expect(onlySavedMarkDropped(url("?savedItem=a"), url("?savedItem=b"))).toBe(false);
    expect(onlySavedMarkDropped(url("?savedCategory=a"), new URL("http://x/admin/users"))).toBe(false);
  });
});
