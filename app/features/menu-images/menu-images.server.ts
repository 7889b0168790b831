import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import type { Writer } from "~/db/write.server";
import { AppError, type AppErrorCode } from "~/lib/app-error";
import { refusalMessage, type MenuImage, type MenuImageRefusal, type MenuImageVariant } from "./menu-images";
import { MenuImageRefused, processMenuImage, type ProcessedVariant } from "./process-menu-image.server";

/**
 * Menu item images in the database (docs/decisions/0017-menu-images-in-the-database.md): one row
 * per WebP variant in `menu_item_images`, a child of its item like a recipe's ingredients. Variants
 * are written only inside the item's own write (the same transaction, the item's version raised and
 * audited with the variants' hashes, never their bytes), and go with their item (foreign key, cascade).
 */

/** What an item form's save does to the item's image. */
export type ImageChange = { kind: "keep" } | { kind: "remove" } | { kind: "replace"; variants: readonly ProcessedVariant[] };

/** The image of each item that has one, by item id: sizes and hashes, never the bytes. */
export async function readMenuImages(db: Kysely<Database>, { activeItemsOnly = false } = {}): Promise<Map<string, MenuImage>> {
  let query = db
    .selectFrom("menu_item_images")
    .innerJoin("menu_items", "menu_items.id", "menu_item_images.item_id")
    .select(["menu_item_images.item_id", "menu_item_images.hash", "menu_item_images.width", "menu_item_images.height"])
    .orderBy("menu_item_images.item_id")
    .orderBy("menu_item_images.width");
  if (activeItemsOnly) query = query.where("menu_items.is_active", "=", 1);
  const images = new Map<string, MenuImageVariant[]>();
  for (const row of await query.execute()) {
    let variants = images.get(row.item_id);
    if (!variants) images.set(row.item_id, (variants = []));
    variants.push({ hash: row.hash, width: row.width, height: row.height });
  }
  return images;
}

/** What the audit log records of an image: which variants, not their bytes. */
export function auditedImage(image: MenuImage | null): { image: MenuImageVariant[] | null } {
  return { image: image && image.map(({ hash, width, height }) => ({ hash, width, height })) };
}

/** The image an item has now, inside the write. */
export async function currentImage(w: Writer, itemId: string): Promise<MenuImage | null> {
  const variants = await w.trx
    .selectFrom("menu_item_images")
    .select(["hash", "width", "height"])
    .where("item_id", "=", itemId)
    .orderBy("width")
    .execute();
  return variants.length > 0 ? variants : null;
}

/** The image the item has after `change`, given the one it has now. */
export function imageAfter(change: ImageChange, current: MenuImage | null): MenuImage | null {
  if (change.kind === "keep") return current;
  if (change.kind === "remove") return null;
  return change.variants.map(({ hash, width, height }) => ({ hash, width, height }));
}

/**
 * Applies `change` to the item's variant rows, inside the item's write (after its create or update,
 * which checked the version): the old variants are deleted and the new ones inserted together.
 */
export async function applyImageChange(w: Writer, itemId: string, change: ImageChange): Promise<void> {
  if (change.kind === "keep") return;
  await w.trx.deleteFrom("menu_item_images").where("item_id", "=", itemId).execute();
  if (change.kind === "remove" || change.variants.length === 0) return;
  await w.trx
    .insertInto("menu_item_images")
    .values(
      change.variants.map((variant) => ({
        hash: variant.hash,
        item_id: itemId,
        width: variant.width,
        height: variant.height,
        content_type: variant.contentType,
        bytes: variant.bytes,
        created_at: w.now,
      })),
    )
    .execute();
}

/** A variant's file, by the hash in its address; undefined when no item has it. */
export async function readMenuImageFile(db: Kysely<Database>, hash: string): Promise<{ contentType: string; bytes: Buffer } | undefined> {
  const row = await db.selectFrom("menu_item_images").select(["content_type", "bytes"]).where("hash", "=", hash).limit(1).executeTakeFirst();
  return row && { contentType: row.content_type, bytes: row.bytes };
}

const REFUSAL_CODE: Record<MenuImageRefusal, AppErrorCode> = {
  "too-large": "too-large",
  "too-many-pixels": "too-large",
  "out-of-proportion": "invalid",
  "unsupported-type": "unsupported-media-type",
  undecodable: "invalid",
};

/**
 * What an item form asks for: a new file (checked and made into variants here, before any
 * transaction opens), removing the image, or keeping it. A refused file is an AppError (413, 415 or
 * 400) whose message goes next to the form's `image` field; nothing has been stored.
 */
export async function imageChangeFromForm({ file, remove }: { file: File | undefined; remove: boolean }): Promise<ImageChange> {
  if (!file) return remove ? { kind: "remove" } : { kind: "keep" };
  try {
    return { kind: "replace", variants: await processMenuImage(new Uint8Array(await file.arrayBuffer())) };
  } catch (error) {
    if (!(error instanceof MenuImageRefused)) throw error;
    const message = refusalMessage(error.refusal);
    throw new AppError(REFUSAL_CODE[error.refusal], { detail: error.message, message, fieldErrors: { image: [message] } });
  }
}

/** The failure message of an item form's save: the brief's 'Failed to upload image' when it carried a file. */
export function itemSaveFailure(formData: FormData, withoutImage: string): string {
  const file = formData.get("image");
  return file instanceof File && file.size > 0 ? "menuImages.uploadFailed" : withoutImage;
}
