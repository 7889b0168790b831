import { createHash } from "node:crypto";
import sharp from "sharp";
import type { AppDatabase } from "~/db/connection.server";
import { lockFor } from "~/db/locks.server";
import type { StatementColumns } from "~/db/schema";
import { rowHolds, SITE_SETTINGS_VERSION, siteSettingsVersion, writeImport, type Writer } from "~/db/write.server";
import { MAX_IMAGE_BYTES, MENU_IMAGE_CONTENT_TYPE } from "~/features/menu-images/menu-images";
import { applyImageChange, auditedImage, currentImage } from "~/features/menu-images/menu-images.server";
import type { ProcessedVariant } from "~/features/menu-images/process-menu-image.server";
import { defaultSiteSettings } from "~/features/site/site-settings";
import { getSiteSettings } from "~/features/site/site-settings.server";
import { STATEMENT_COLUMNS } from "~/lib/declarations";
import {
  MENU_ARCHIVE_FORMAT,
  MENU_ARCHIVE_VERSION,
  type ArchiveCategory,
  type ArchiveItem,
  type ArchiveProblem,
  type ImportCounts,
  type ImportMode,
  type MenuArchive,
} from "./menu-archive";

/** The whole menu, its images and the site settings, as one archive (menu-archive.ts). */
export async function exportMenuArchive(db: AppDatabase, now = new Date()): Promise<MenuArchive> {
  const [categories, items, variants, settings] = await Promise.all([
    db.selectFrom("menu_categories").selectAll().orderBy("position").orderBy("id").execute(),
    db.selectFrom("menu_items").selectAll().orderBy("category_id").orderBy("position").orderBy("id").execute(),
    db.selectFrom("menu_item_images").select(["item_id", "width", "height", "bytes"]).orderBy("item_id").orderBy("width").execute(),
    getSiteSettings(db),
  ]);
  const images = new Map<string, ArchiveItem["image"] & object>();
  for (const variant of variants) {
    const list = images.get(variant.item_id) ?? [];
    list.push({ width: variant.width, height: variant.height, data: Buffer.from(variant.bytes).toString("base64") });
    images.set(variant.item_id, list);
  }
  return {
    format: MENU_ARCHIVE_FORMAT,
    version: MENU_ARCHIVE_VERSION,
    exportedAt: now.toISOString(),
    categories: categories.map((row) => ({
      id: row.id,
      nameTr: row.name_tr,
      nameEn: row.name_en,
      position: row.position,
      isActive: row.is_active === 1,
      vatRateBp: row.vat_rate_bp,
      foodCostTargetBp: row.food_cost_target_bp,
    })),
    items: items.map((row) => ({
      id: row.id,
      categoryId: row.category_id,
      nameTr: row.name_tr,
      nameEn: row.name_en,
      secondaryTr: row.secondary_tr,
      secondaryEn: row.secondary_en,
      descriptionTr: row.description_tr,
      descriptionEn: row.description_en,
      priceKurus: row.price_kurus,
      position: row.position,
      isActive: row.is_active === 1,
      image: images.get(row.id) ?? null,
      // The dish's own statements; what its recipe adds is worked out where the recipe is.
      statements: Object.fromEntries(STATEMENT_COLUMNS.map((column) => [column, row[column]])) as StatementColumns,
      allergenReason: row.allergen_reason,
      foodCostTargetBp: row.food_cost_target_bp,
    })),
    settings,
  };
}

/**
 * Each item's image variants as they will be stored, checked before any write: real WebP files of
 * the sizes the archive says, the hash computed here (an archive's word is not taken for it).
 */
export async function archiveImages(archive: MenuArchive): Promise<{ ok: true; images: Map<string, ProcessedVariant[]> } | { ok: false; problems: ArchiveProblem[] }> {
  const images = new Map<string, ProcessedVariant[]>();
  const problems: ArchiveProblem[] = [];
  for (const [index, item] of archive.items.entries()) {
    if (!item.image) continue;
    const variants: ProcessedVariant[] = [];
    for (const [v, variant] of item.image.entries()) {
      const bytes = Buffer.from(variant.data, "base64");
      const metadata = bytes.length > 0 && bytes.length <= MAX_IMAGE_BYTES ? await sharp(bytes).metadata().catch(() => null) : null;
      if (!metadata || metadata.format !== "webp" || metadata.width !== variant.width || metadata.height !== variant.height) {
        problems.push({ path: `items[${index}].image[${v}].data`, message: "archive.badImage" });
        continue;
      }
      const hash = createHash("sha256").update(bytes).digest("hex");
      variants.push({ hash, width: variant.width, height: variant.height, contentType: MENU_IMAGE_CONTENT_TYPE, bytes });
    }
    images.set(item.id, variants);
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, images };
}

/** A value the file leaves out (a version 1 file) is not written: the row keeps its own. */
const given = <Column extends string, Value>(column: Column, value: Value | undefined) => (value === undefined ? {} : ({ [column]: value } as { [Key in Column]: Value }));

const categoryColumns = (category: ArchiveCategory) => ({
  name_tr: category.nameTr,
  name_en: category.nameEn,
  position: category.position,
  is_active: category.isActive ? (1 as const) : (0 as const),
  ...given("vat_rate_bp", category.vatRateBp),
  ...given("food_cost_target_bp", category.foodCostTargetBp),
});

const itemColumns = (item: ArchiveItem) => ({
  category_id: item.categoryId,
  name_tr: item.nameTr,
  name_en: item.nameEn,
  secondary_tr: item.secondaryTr,
  secondary_en: item.secondaryEn,
  description_tr: item.descriptionTr,
  description_en: item.descriptionEn,
  price_kurus: item.priceKurus,
  position: item.position,
  is_active: item.isActive ? (1 as const) : (0 as const),
  ...item.statements,
  ...given("allergen_reason", item.allergenReason),
  ...given("food_cost_target_bp", item.foodCostTargetBp),
});

/** A category as the archive has it; false when it holds those values already (the import counts only what it wrote). */
async function upsertCategory(w: Writer, category: ArchiveCategory): Promise<boolean> {
  const existing = await w.trx.selectFrom("menu_categories").selectAll().where("id", "=", category.id).executeTakeFirst();
  const values = categoryColumns(category);
  if (!existing) await w.create("menu_categories", { id: category.id, ...values });
  else if (!rowHolds(existing, values)) await w.update("menu_categories", category.id, existing.version, values);
  else return false;
  return true;
}

async function upsertItem(w: Writer, item: ArchiveItem, variants: readonly ProcessedVariant[]): Promise<{ written: boolean; image: boolean }> {
  const existing = await w.trx.selectFrom("menu_items").selectAll().where("id", "=", item.id).executeTakeFirst();
  const values = itemColumns(item);
  const before = existing ? await currentImage(w, item.id) : null;
  const imageChanges = (before ?? []).map((variant) => variant.hash).join() !== variants.map((variant) => variant.hash).join();
  const image = imageChanges ? (variants.length > 0 ? { kind: "replace" as const, variants } : { kind: "remove" as const }) : { kind: "keep" as const };
  const audit = { before: auditedImage(before), after: auditedImage(variants.length > 0 ? variants : null) };
  if (!existing) await w.create("menu_items", { id: item.id, ...values }, { after: audit.after });
  else if (!rowHolds(existing, values) || imageChanges) await w.update("menu_items", item.id, existing.version, values, audit);
  else return { written: false, image: false };
  await applyImageChange(w, item.id, image);
  return { written: true, image: imageChanges && variants.length > 0 };
}

/**
 * Writes a checked archive in one transaction. `merge`: the archive's categories and items are
 * created or updated by id, the rest of the menu stays. `replace`: the same, and whatever the
 * archive does not hold is deleted, so the menu is the archive's. The site settings become the
 * archive's in both. Rows that already hold the archive's values are not written. The audit log
 * keeps one entry for the import, with the counts it returns: what it wrote, and apart what it deleted.
 */
export async function importMenuArchive(
  db: AppDatabase,
  actorId: string,
  archive: MenuArchive,
  images: ReadonlyMap<string, readonly ProcessedVariant[]>,
  mode: ImportMode,
): Promise<ImportCounts> {
  return writeImport(db, actorId, "menu_archive_import", async (w) => {
    // Categories and dishes added meanwhile (another import, an admin's new category) take turns
    // with this one: each sees what the other committed, and no id is taken twice.
    await lockFor(w.trx, "menu-places");
    const counts: ImportCounts = { categories: 0, items: 0, images: 0, deletedCategories: 0, deletedItems: 0 };
    for (const category of archive.categories) if (await upsertCategory(w, category)) counts.categories += 1;
    for (const item of archive.items) {
      const result = await upsertItem(w, item, images.get(item.id) ?? []);
      if (result.written) counts.items += 1;
      if (result.image) counts.images += 1;
    }
    if (mode === "replace") {
      const itemIds = new Set(archive.items.map((item) => item.id));
      const categoryIds = new Set(archive.categories.map((category) => category.id));
      for (const row of await w.trx.selectFrom("menu_items").select(["id", "version"]).execute()) {
        if (!itemIds.has(row.id)) {
          await w.remove("menu_items", row.id, row.version, { before: auditedImage(await currentImage(w, row.id)) });
          counts.deletedItems += 1;
        }
      }
      for (const row of await w.trx.selectFrom("menu_categories").select(["id", "version"]).execute()) {
        if (!categoryIds.has(row.id)) {
          await w.remove("menu_categories", row.id, row.version);
          counts.deletedCategories += 1;
        }
      }
    }
    const versionRow = await w.trx.selectFrom("site_settings").select("value").where("key", "=", SITE_SETTINGS_VERSION).executeTakeFirst();
    await w.updateSettings(siteSettingsVersion(versionRow?.value), { ...archive.settings }, { ...defaultSiteSettings });
    return counts;
  });
}
