import { describe, expect, it } from "vitest";
import { qrTargets, qrTargetUrl } from "./qr-codes";

describe("qrTargets", () => {
  it("points the home, menu and events codes at the public address, in that order", () => {
    expect(qrTargets("https://patates.example").map((target) => target.url)).toEqual([
      "https://patates.example/home",
      "https://patates.example/menu",
      "https://patates.example/events",
    ]);
  });

  it("names the files after the page", () => {
    expect(qrTargets("https://patates.example").map(({ id, pngFileName, svgFileName }) => [id, pngFileName, svgFileName])).toEqual([
      ["home", "home.png", "home.svg"],
      ["menu", "menu.png", "menu.svg"],
      ["events", "events.png", "events.svg"],
    ]);
  });

  it("keeps a port and a path the site is served under", () => {
    expect(qrTargets("http://127.0.0.1:4411").map((target) => target.url)[1]).toBe("http://127.0.0.1:4411/menu");
    expect(qrTargets("https://example.com/patates").map((target) => target.url)[2]).toBe("https://example.com/patates/events");
  });
});

describe("qrTargetUrl", () => {
  it("does not double a trailing slash on the origin", () => {
    expect(qrTargetUrl("https://patates.example/", "/menu")).toBe("https://patates.example/menu");
    expect(qrTargetUrl("https://patates.example//", "/home")).toBe("https://patates.example/home");
  });
});
