import { describe, expect, it } from "vitest";
import { largestVariant, menuImageSrcSet, refusalMessage, smallestVariant, variantWidths } from "./menu-images";

describe("menu image variants", () => {
  it("are 200, 400 and 800 wide, none wider than the upload, none twice", () => {
    expect(variantWidths(4000)).toEqual([200, 400, 800]);
    expect(variantWidths(800)).toEqual([200, 400, 800]);
    expect(variantWidths(600)).toEqual([200, 400, 600]);
    expect(variantWidths(400)).toEqual([200, 400]);
    expect(variantWidths(150)).toEqual([150]);
  });

  it("are offered to the browser with their widths, smallest first", () => {
    const image = [
      { hash: "a".repeat(64), width: 200, height: 100 },
      { hash: "b".repeat(64), width: 400, height: 200 },
    ];
    expect(menuImageSrcSet(image)).toBe(`/menu-images/${"a".repeat(64)}.webp 200w, /menu-images/${"b".repeat(64)}.webp 400w`);
    expect(smallestVariant(image).width).toBe(200);
    expect(largestVariant(image).width).toBe(400);
  });

  it("name their limits in the refusal messages", () => {
    expect(refusalMessage("too-large")).toBe('menuImages.tooLarge|{"mb":10}');
    expect(refusalMessage("too-many-pixels")).toBe('menuImages.tooManyPixels|{"megapixels":50}');
    expect(refusalMessage("out-of-proportion")).toBe('menuImages.outOfProportion|{"ratio":10}');
    expect(refusalMessage("unsupported-type")).toBe("menuImages.unsupportedType");
  });
});
