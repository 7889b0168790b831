import { createHash } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { EXIF_MARKER, jpegFile, oversizedFile, pngBomb, pngFile, SVG_FILE, TEXT_FILE, webpFile } from "../../../tests/support/test-images";
import { MAX_IMAGE_BYTES } from "./menu-images";
import { MenuImageRefused, processMenuImage, type ProcessedVariant } from "./process-menu-image.server";

/** Each variant as the tests compare it: its size, and what its bytes really are. */
async function described(variants: ProcessedVariant[]) {
  return Promise.all(
    variants.map(async (variant) => {
      const metadata = await sharp(variant.bytes).metadata();
      expect(variant.hash).toBe(createHash("sha256").update(variant.bytes).digest("hex"));
      expect(variant.contentType).toBe("image/webp");
      expect((await fileTypeFromBuffer(variant.bytes))?.mime).toBe("image/webp");
      // No metadata at all: not the EXIF block, not the text inside it.
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(variant.bytes.includes(Buffer.from(EXIF_MARKER))).toBe(false);
      return { width: variant.width, height: variant.height, actual: [metadata.format, metadata.width, metadata.height] };
    }),
  );
}

const sized = (width: number, height: number) => ({ width, height, actual: ["webp", width, height] });

async function refusalOf(file: Uint8Array): Promise<string> {
  const outcome = await processMenuImage(file).then(
    (variants) => ({ returned: variants.length }),
    (error: unknown) => error,
  );
  if (!(outcome instanceof MenuImageRefused)) throw new Error(`expected a refusal, got ${JSON.stringify(outcome)}`);
  return outcome.refusal;
}

describe("processMenuImage", () => {
  it("makes a JPEG photo with EXIF into three WebP variants, 200, 400 and 800 wide, aspect kept, metadata gone", async () => {
    const variants = await processMenuImage(await jpegFile(1600, 1200));
    expect(await described(variants)).toEqual([sized(200, 150), sized(400, 300), sized(800, 600)]);
    expect(new Set(variants.map((variant) => variant.hash)).size).toBe(3);
  });

  it("takes a PNG and a WebP the same way, never enlarging beyond the upload's own width", async () => {
    expect(await described(await processMenuImage(await pngFile(1000, 500)))).toEqual([sized(200, 100), sized(400, 200), sized(800, 400)]);
    // 600 wide: 800 would be an enlargement, so the widest variant is the upload's width.
    expect(await described(await processMenuImage(await webpFile(600, 300)))).toEqual([sized(200, 100), sized(400, 200), sized(600, 300)]);
    // Narrower than the smallest variant: one variant, at its own size.
    expect(await described(await processMenuImage(await pngFile(150, 90)))).toEqual([sized(150, 90)]);
  });

  it("turns a photo upright by its EXIF orientation before sizing it", async () => {
    // 1000 × 500 stored, orientation 6: a person sees it 500 wide and 1000 high.
    expect(await described(await processMenuImage(await jpegFile(1000, 500, { orientation: 6 })))).toEqual([
      sized(200, 400),
      sized(400, 800),
      sized(500, 1000),
    ]);
  });

  it("lets a 4000 × 3000 phone photo through the pixel limit", async () => {
    expect(await described(await processMenuImage(await jpegFile(4000, 3000)))).toEqual([sized(200, 150), sized(400, 300), sized(800, 600)]);
  }, 30_000);

  it("refuses a text file named .jpg and sent as image/jpeg: the bytes decide, not the name or the declared type", async () => {
    const upload = new File([TEXT_FILE], "kumpir.jpg", { type: "image/jpeg" });
    expect(await refusalOf(new Uint8Array(await upload.arrayBuffer()))).toBe("unsupported-type");
  });

  it("refuses an SVG", async () => {
    expect(await refusalOf(SVG_FILE)).toBe("unsupported-type");
  });

  it("refuses a 20 MB file by its size, though it starts as a real JPEG", async () => {
    const file = await oversizedFile(20 * 1024 * 1024);
    expect(await refusalOf(file)).toBe("too-large");
    expect(await refusalOf(file.subarray(0, MAX_IMAGE_BYTES + 1))).toBe("too-large");
  });

  it("refuses a PNG whose header claims 30000 × 30000 pixels, from the header alone", async () => {
    const bomb = pngBomb(30_000, 30_000);
    expect(bomb.length).toBeLessThan(200);
    expect((await fileTypeFromBuffer(bomb))?.mime).toBe("image/png");
    expect(await refusalOf(bomb)).toBe("too-many-pixels");
  });

  it("refuses a strip whose long side is over 10 times its short one, from the header alone, and takes a 10:1 panorama", async () => {
    // Within the pixel limit, but decoded whole at the widest variant's width, and taller than a WebP may be.
    expect(await refusalOf(pngBomb(16, 3_000_000))).toBe("out-of-proportion");
    expect(await refusalOf(pngBomb(3_000_000, 16))).toBe("out-of-proportion");
    expect(await refusalOf(pngBomb(800, 8_001))).toBe("out-of-proportion");
    expect(await described(await processMenuImage(await pngFile(2_000, 200)))).toEqual([sized(200, 20), sized(400, 40), sized(800, 80)]);
    expect(await described(await processMenuImage(await pngFile(100, 1_000)))).toEqual([sized(100, 1_000)]);
  });

  it("refuses a JPEG cut off halfway as undecodable", async () => {
    const photo = await jpegFile(800, 600);
    expect(await refusalOf(photo.subarray(0, Math.floor(photo.length / 2)))).toBe("undecodable");
  });
});
