// A relative path, not `~/`: app/routes.ts reads MENU_IMAGE_PATH when React Router loads its route
// config, which does not resolve the `~` alias.
import { messageRef, type MessageRef } from "../../i18n/message-ref";
import type { FeatureMessageKey } from "../../i18n/messages/define-messages";
import type { MessageValues } from "../../i18n/translate";
import type { menuImagesMessages } from "./menu-images-messages";

type MenuImagesMessageKey = FeatureMessageKey<typeof menuImagesMessages>;

/**
 * Menu item images (docs/decisions/0017-menu-images-in-the-database.md): what an upload may be, the
 * WebP variants it becomes, and their addresses. Browser-safe: the form, the public menu and the
 * server all read these facts from here.
 */

/** The largest file accepted. */
export const MAX_IMAGE_MEGABYTES = 10;
export const MAX_IMAGE_BYTES = MAX_IMAGE_MEGABYTES * 1024 * 1024;
/**
 * The most pixels an upload may declare. Checked from the header before any pixel is decoded, so a
 * small file that claims a huge size (a decompression bomb) costs nothing; a 48-megapixel phone photo
 * (8000 × 6000) still passes.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;
/**
 * How many times its short side an upload's long side may be: a panorama passes, a strip does not.
 * A strip within the pixel limit (16 × 3,000,000) would be decoded whole, as tall as it is, at the
 * widest variant's width, and be taller than a WebP can be; within this proportion the widest
 * variant is at most 800 × 8000, and the decode costs what a phone photo's does.
 */
export const MAX_IMAGE_PROPORTION = 10;
/** The widths each image is stored at (never wider than the upload itself). */
export const IMAGE_VARIANT_WIDTHS = [200, 400, 800] as const;
export const WIDEST_VARIANT = Math.max(...IMAGE_VARIANT_WIDTHS);
/** The kinds accepted, as the file input's `accept`; the server checks the bytes, not this. */
export const ACCEPTED_IMAGE_TYPES = "image/jpeg,image/png,image/webp";
/** Where variants are served, each at `<hash>.webp`. */
export const MENU_IMAGE_PATH = "/menu-images";
export const MENU_IMAGE_CONTENT_TYPE = "image/webp";

/** One stored size of an image: its sha256 (hex, the address) and its pixel size. */
export interface MenuImageVariant {
  hash: string;
  width: number;
  height: number;
}

/** An item's image: its variants, narrowest first; never empty (an item without an image has null). */
export type MenuImage = readonly MenuImageVariant[];

/** A variant's file name in its address: the hash of its bytes, so its content never changes. */
export const MENU_IMAGE_FILE = /^([0-9a-f]{64})\.webp$/;

export function menuImageUrl(variant: MenuImageVariant): string {
  return `${MENU_IMAGE_PATH}/${variant.hash}.webp`;
}

/** `srcset`: every variant with its width, so the browser picks what the screen needs. */
export function menuImageSrcSet(image: MenuImage): string {
  return image.map((variant) => `${menuImageUrl(variant)} ${variant.width}w`).join(", ");
}

export function smallestVariant(image: MenuImage): MenuImageVariant {
  return image[0]!;
}

export function largestVariant(image: MenuImage): MenuImageVariant {
  return image[image.length - 1]!;
}

/** The widths an image `width` pixels wide is stored at: the standard ones, none wider than it. */
export function variantWidths(width: number): number[] {
  return [...new Set(IMAGE_VARIANT_WIDTHS.map((standard) => Math.min(standard, width)))];
}

/** Why an upload was refused. */
export type MenuImageRefusal = "too-large" | "unsupported-type" | "too-many-pixels" | "out-of-proportion" | "undecodable";

/** The message of each refusal: a key of menu-images-messages.ts, with the limit it names. */
export const REFUSAL_TEXT: Record<MenuImageRefusal, { key: MenuImagesMessageKey; values?: MessageValues }> = {
  "too-large": { key: "menuImages.tooLarge", values: { mb: MAX_IMAGE_MEGABYTES } },
  "too-many-pixels": { key: "menuImages.tooManyPixels", values: { megapixels: MAX_IMAGE_PIXELS / 1_000_000 } },
  "out-of-proportion": { key: "menuImages.outOfProportion", values: { ratio: MAX_IMAGE_PROPORTION } },
  "unsupported-type": { key: "menuImages.unsupportedType" },
  undecodable: { key: "menuImages.undecodable" },
};

/** A refusal's message, as a form reply carries it. */
export function refusalMessage(refusal: MenuImageRefusal): MessageRef {
  return messageRef(REFUSAL_TEXT[refusal].key, REFUSAL_TEXT[refusal].values);
}
