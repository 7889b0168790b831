import type { ShouldRevalidateFunctionArgs } from "react-router";
import { describe, expect, it } from "vitest";
import { revalidateUnlessOnlySearchChanged } from "./search-revalidation";

const moving = (from: string, to: string, formMethod?: "POST") =>
  revalidateUnlessOnlySearchChanged({
    currentUrl: new URL(from, "https://patates.example.com"),
    nextUrl: new URL(to, "https://patates.example.com"),
    formMethod,
    defaultShouldRevalidate: true,
  } as ShouldRevalidateFunctionArgs);

describe("revalidating a screen whose list is all in the page", () => {
  it("loads nothing again when only the search in the address changed", () => {
    expect(moving("/menu", "/menu?q=kumpir")).toBe(false);
    expect(moving("/inventory-manager?tab=drinks&q=ay", "/inventory-manager?q=ayran&tab=drinks")).toBe(false);
  });

  it("loads as usual for anything else: another parameter, another page, a write, the same address again", () => {
    expect(moving("/inventory-manager?q=ay", "/inventory-manager?q=ay&tab=drinks")).toBe(true);
    expect(moving("/menu?q=kumpir", "/about?q=kumpir")).toBe(true);
    expect(moving("/inventory-manager?q=ay", "/inventory-manager?q=ayran", "POST")).toBe(true);
    expect(moving("/menu?q=kumpir", "/menu?q=kumpir")).toBe(true);
  });
});
