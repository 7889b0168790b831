import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

/**
 * Image files for the tests, made on the spot: real JPEG, PNG and WebP files from sharp, and files
 * that only pretend to be images.
 */

/** Pixels with something in them (a gradient under noise), so encoders have work to do. */
function picture(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 150, b: 60 }, noise: { type: "gaussian", mean: 110, sigma: 40 } } });
}

/** A text that a test can look for in the bytes, to prove the metadata was stripped. */
export const EXIF_MARKER = "PATATES-SECRET-EXIF";

/** A JPEG with EXIF (copyright, camera, orientation `orientation`: 6 means "turn 90° clockwise"). */
export async function jpegFile(width: number, height: number, { orientation = 1, quality = 85 }: { orientation?: number; quality?: number } = {}): Promise<Buffer> {
  const jpeg = await picture(width, height).jpeg({ quality }).toBuffer();
  return sharp(jpeg)
    .withExif({ IFD0: { Copyright: EXIF_MARKER, Make: "PatatesCam" } })
    .withMetadata({ orientation })
    .jpeg({ quality })
    .toBuffer();
}

export async function pngFile(width: number, height: number): Promise<Buffer> {
  return picture(width, height).png().withExif({ IFD0: { Copyright: EXIF_MARKER } }).toBuffer();
}

export async function webpFile(width: number, height: number): Promise<Buffer> {
  return picture(width, height).webp().withExif({ IFD0: { Copyright: EXIF_MARKER } }).toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A decompression bomb: a valid PNG of a few dozen bytes whose header claims `width` × `height`
 * RGB pixels (30000 × 30000 is 2.7 GB decoded). Written by hand: signature, IHDR, a small IDAT
 * (the start of the first rows, all zero), IEND. Nothing that large is ever allocated here.
 */
export function pngBomb(width = 30_000, height = 30_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  // compression, filter and interlace methods stay 0
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(Buffer.alloc(4096))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

export const SVG_FILE = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#c90"/></svg>');

export const TEXT_FILE = Buffer.from("This is a shopping list, not a photo.\nPatates 10 kg\n");

/** `size` bytes that start as a real JPEG: only their number is wrong. */
export async function oversizedFile(size = 20 * 1024 * 1024): Promise<Buffer> {
  const file = Buffer.alloc(size);
  (await jpegFile(64, 48)).copy(file);
  return file;
}
