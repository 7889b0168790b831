import jsQR from "jsqr";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { renderQrCodes } from "./qr-codes.server";

function decodePng(dataUrl: string) {
  const [header, base64 = ""] = dataUrl.split(",");
  expect(header).toBe("data:image/png;base64");
  const image = PNG.sync.read(Buffer.from(base64, "base64"));
  return { width: image.width, height: image.height, text: jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data };
}

describe("renderQrCodes", () => {
  it("draws 256×256 PNGs that decode to the home, menu and events addresses", async () => {
    const codes = await renderQrCodes("https://patates.example");
    expect(codes.map((code) => decodePng(code.pngDataUrl))).toEqual([
      { width: 256, height: 256, text: "https://patates.example/home" },
      { width: 256, height: 256, text: "https://patates.example/menu" },
      { width: 256, height: 256, text: "https://patates.example/events" },
    ]);
  });

  // An address this long needs 41 modules; with the usual margin of 4 qrcode would draw 255 pixels.
  it("keeps 256×256 for an address whose code would otherwise round down to 255 pixels", async () => {
    const origin = `https://${"a".repeat(80)}.example`;
    const codes = await renderQrCodes(origin);
    expect(codes.map((code) => decodePng(code.pngDataUrl))).toEqual(
      ["home", "menu", "events"].map((path) => ({ width: 256, height: 256, text: `${origin}/${path}` })),
    );
  });

  it("draws an SVG of each code", async () => {
    const codes = await renderQrCodes("https://patates.example");
    for (const code of codes) {
      expect(code.svgDataUrl).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
      expect(decodeURIComponent(code.svgDataUrl.slice(code.svgDataUrl.indexOf(",") + 1))).toMatch(/^<svg [^>]*viewBox=/);
    }
  });
});
