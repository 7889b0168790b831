import { describe, expect, it } from "vitest";
import { defaultSiteSettings } from "~/features/site/site-settings";
import { checkMenuArchive, formatPath, MENU_ARCHIVE_FORMAT, MENU_ARCHIVE_VERSION, type MenuArchive } from "./menu-archive";

/** A small good archive: two categories, three items, one with an image variant. */
function goodArchive(): MenuArchive {
  const item = (id: string, categoryId: string, position: number) => ({
    id,
    categoryId,
    nameTr: `Ad ${id}`,
    nameEn: `Name ${id}`,
    secondaryTr: null,
    secondaryEn: null,
    descriptionTr: "Fırında",
    descriptionEn: null,
    priceKurus: 25_000,
    position,
    isActive: true,
    image: null,
  });
  return {
    format: MENU_ARCHIVE_FORMAT,
    version: MENU_ARCHIVE_VERSION,
    exportedAt: "2026-11-23T10:00:00.000Z",
    categories: [
      { id: "kumpir", nameTr: "Kumpir", nameEn: "Baked potatoes", position: 0, isActive: true },
      { id: "drinks", nameTr: "İçecekler", nameEn: "", position: 1, isActive: false },
    ],
    items: [item("a", "kumpir", 0), item("b", "kumpir", 1), { ...item("c", "drinks", 0), image: [{ width: 200, height: 150, data: "UklGRg==" }] }],
    settings: defaultSiteSettings,
  };
}

const check = (archive: unknown) => checkMenuArchive(JSON.stringify(archive));
const problemsOf = (archive: unknown) => {
  const result = check(archive);
  return result.ok ? [] : result.problems;
};

describe("the menu archive's check", () => {
  it("accepts a good file, settings included", () => {
    const result = check(goodArchive());
    expect(result.ok).toBe(true);
  });

  it("refuses a file that is not JSON, or not a menu file of this version, naming the whole file or the field", () => {
    expect(checkMenuArchive("{ not json")).toEqual({ ok: false, problems: [{ path: "", message: "archive.notJson" }] });
    expect(problemsOf({ ...goodArchive(), format: "other" })).toEqual([{ path: "format", message: "archive.wrongFormat" }]);
    expect(problemsOf({ ...goodArchive(), version: MENU_ARCHIVE_VERSION + 1 })).toEqual([{ path: "version", message: "archive.wrongVersion" }]);
  });

  it("names each bad field by its path: a negative price, a missing field, an unknown field, a control character", () => {
    const archive = goodArchive() as unknown as { items: Record<string, unknown>[]; categories: Record<string, unknown>[] };
    archive.items[1]!.priceKurus = -5;
    delete archive.items[2]!.isActive;
    archive.categories[0]!.colour = "brown";
    archive.items[0]!.nameEn = "Kum\u0000pir";
    expect(problemsOf(archive)).toEqual(
      expect.arrayContaining([
        { path: "items[1].priceKurus", message: "archive.invalidValue" },
        { path: "items[2].isActive", message: "archive.missing" },
        { path: "categories[0].colour", message: "archive.unknownField" },
        { path: "items[0].nameEn", message: "archive.invalidValue" },
      ]),
    );
  });

  it("refuses ids used twice, an item of no category, an item with no name at all, and an image that is not base64", () => {
    const archive = goodArchive();
    archive.items[1] = { ...archive.items[1]!, id: "a" };
    archive.items[0] = { ...archive.items[0]!, categoryId: "gone", nameTr: "", nameEn: " " };
    archive.items[2] = { ...archive.items[2]!, image: [{ width: 200, height: 150, data: "not base64!" }] };
    expect(problemsOf(archive)).toEqual(
      expect.arrayContaining([
        { path: "items[1].id", message: "archive.duplicateId" },
        { path: "items[0].categoryId", message: "archive.unknownCategory" },
        { path: "items[0].nameTr", message: "archive.nameRequired" },
        { path: "items[2].image[0].data", message: "archive.invalidValue" },
      ]),
    );
  });

  it("checks the settings with the Site Settings rules", () => {
    const archive = goodArchive();
    expect(problemsOf({ ...archive, settings: { ...archive.settings, mapsUrl: "javascript:alert(1)" } })).toEqual([{ path: "settings.mapsUrl", message: "archive.invalidValue" }]);
  });

  it("writes paths as people read them", () => {
    expect(formatPath(["items", 3, "image", 0, "data"])).toBe("items[3].image[0].data");
    expect(formatPath(["format"])).toBe("format");
    expect(formatPath([])).toBe("");
  });
});
