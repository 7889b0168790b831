import { createHash } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import sharp, { type Metadata } from "sharp";
import { Turns } from "~/lib/turns";
import {
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_PROPORTION,
  MENU_IMAGE_CONTENT_TYPE,
  variantWidths,
  WIDEST_VARIANT,
  type MenuImageRefusal,
  type MenuImageVariant,
} from "./menu-images";

// Each upload is decoded once and never again: libvips' operation cache would only hold memory.
sharp.cache(false);

/**
 * Uploads are decoded one at a time. A decode within the pixel limit takes up to about 76 MB
 * (decision 0017), and a file of under 1 MB may hold 49 megapixels, which the upload gate (it
 * counts large bodies) lets through: eight such files sent at once raised the process's memory by
 * 221 MB, one at a time by 113 MB, and their decodes no longer take both cores from the guests.
 */
const decodes = new Turns(1);

/** An upload refused for what it is (not for a fault of ours): `refusal` says why. */
export class MenuImageRefused extends Error {
  override name = "MenuImageRefused";
  constructor(
    readonly refusal: MenuImageRefusal,
    detail: string,
  ) {
    super(`${refusal}: ${detail}`);
  }
}

/** A stored variant: its WebP bytes, their sha256 and its pixel size. */
export interface ProcessedVariant extends MenuImageVariant {
  contentType: typeof MENU_IMAGE_CONTENT_TYPE;
  bytes: Buffer;
}

/** The kinds accepted, as file-type names them, and as sharp does. */
const ACCEPTED = new Map([
  ["image/jpeg", "jpeg"],
  ["image/png", "png"],
  ["image/webp", "webp"],
]);

/**
 * An uploaded file as the WebP variants the menu shows: upright (EXIF orientation applied), without
 * metadata (no EXIF, GPS or camera data reaches a guest), at IMAGE_VARIANT_WIDTHS, never enlarged,
 * aspect ratio kept; narrowest first. Throws MenuImageRefused for a file that is too large, is not a
 * JPEG, PNG or WebP by its bytes (whatever its name or declared type), claims too many pixels or a
 * side over MAX_IMAGE_PROPORTION times the other, or cannot be decoded. Nothing is stored here.
 */
export async function processMenuImage(file: Uint8Array): Promise<ProcessedVariant[]> {
  if (file.byteLength > MAX_IMAGE_BYTES) throw new MenuImageRefused("too-large", `${file.byteLength} bytes`);
  const detected = await fileTypeFromBuffer(file);
  const format = detected && ACCEPTED.get(detected.mime);
  if (!format) throw new MenuImageRefused("unsupported-type", detected ? detected.mime : "unknown bytes");

  // The header only: the size the file claims, before a pixel is decoded.
  let header: Metadata;
  try {
    header = await sharp(file, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new MenuImageRefused("undecodable", error instanceof Error ? error.message : String(error));
  }
  if (header.format !== format) throw new MenuImageRefused("unsupported-type", `bytes of ${detected.mime} read as ${header.format}`);
  if (header.width * header.height > MAX_IMAGE_PIXELS) throw new MenuImageRefused("too-many-pixels", `${header.width} × ${header.height}`);
  if (Math.max(header.width, header.height) > MAX_IMAGE_PROPORTION * Math.min(header.width, header.height)) {
    throw new MenuImageRefused("out-of-proportion", `${header.width} × ${header.height}`);
  }

  return decodes.run(() => variantsOf(file));
}

async function variantsOf(file: Uint8Array): Promise<ProcessedVariant[]> {
  try {
    // Decoded once, upright, at the widest variant's size (JPEG shrinks while decoding), as 8-bit
    // sRGB pixels; every variant is made from those. The pixel limit stays on as a second guard.
    const widest = await sharp(file, { limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize({ width: WIDEST_VARIANT, withoutEnlargement: true })
      .toColourspace("srgb")
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
    const { width, height, channels } = widest.info;
    return await Promise.all(
      variantWidths(width).map(async (variantWidth) => {
        let pipeline = sharp(widest.data, { raw: { width, height, channels } });
        if (variantWidth < width) pipeline = pipeline.resize({ width: variantWidth });
        const { data, info } = await pipeline.webp().toBuffer({ resolveWithObject: true });
        return {
          hash: createHash("sha256").update(data).digest("hex"),
          width: info.width,
          height: info.height,
          contentType: MENU_IMAGE_CONTENT_TYPE,
          bytes: data,
        };
      }),
    );
  } catch (error) {
    throw new MenuImageRefused("undecodable", error instanceof Error ? error.message : String(error));
  }
}
