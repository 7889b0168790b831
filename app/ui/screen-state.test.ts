import { describe, expect, it } from "vitest";
import { screenHref, screenView } from "./screen-state";

describe("a screen's state in its address", () => {
  it("tells the view from the parameters", () => {
    expect(screenView(new URLSearchParams(""))).toBe("list");
    expect(screenView(new URLSearchParams("item=abc&tab=food"))).toBe("detail");
    expect(screenView(new URLSearchParams("new&item=abc"))).toBe("create");
    expect(screenView(new URLSearchParams("item="))).toBe("list");
  });

  it("changes some parameters and keeps the others", () => {
    const search = new URLSearchParams("tab=food&q=un&lang=en");
    expect(screenHref("/inventory-manager", search, { item: "a1" })).toBe("/inventory-manager?tab=food&q=un&item=a1");
    expect(screenHref("/inventory-manager", search, { tab: null, q: null })).toBe("/inventory-manager");
    expect(screenHref("/inventory-manager", new URLSearchParams("q=şişe"), { new: "" })).toBe("/inventory-manager?q=%C5%9Fi%C5%9Fe&new=");
  });
});
