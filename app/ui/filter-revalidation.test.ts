import type { ShouldRevalidateFunctionArgs } from "react-router";
import { describe, expect, it } from "vitest";
import { revalidateUnlessOnlyFiltersChanged } from "./filter-revalidation";

const moving = (from: string, to: string, formMethod?: "POST") =>
  revalidateUnlessOnlyFiltersChanged({
    currentUrl: new URL(from, "https://patates.example.com"),
    nextUrl: new URL(to, "https://patates.example.com"),
    formMethod,
    defaultShouldRevalidate: true,
  } as ShouldRevalidateFunctionArgs);

describe("revalidating a screen whose list is all in the page", () => {
  it("loads nothing again when only the search or the menu's allergen filter in the address changed", () => {
    expect(moving("/menu", "/menu?q=kumpir")).toBe(false);
    expect(moving("/menu?lang=en", "/menu?lang=en&without=milk")).toBe(false);
    expect(moving("/menu?q=kumpir&without=milk", "/menu?without=milk%2Ceggs")).toBe(false);
    expect(moving("/inventory-manager?tab=drinks&q=ay", "/inventory-manager?q=ayran&tab=drinks")).toBe(false);
  });

  it("loads as usual for anything else: another parameter, another page, a write, the same address again", () => {
    expect(moving("/inventory-manager?q=ay", "/inventory-manager?q=ay&tab=drinks")).toBe(true);
    expect(moving("/menu?q=kumpir", "/about?q=kumpir")).toBe(true);
    expect(moving("/inventory-manager?q=ay", "/inventory-manager?q=ayran", "POST")).toBe(true);
    expect(moving("/menu?q=kumpir", "/menu?q=kumpir")).toBe(true);
    expect(moving("/menu?without=milk", "/menu?without=milk&lang=en")).toBe(true);
  });
});
