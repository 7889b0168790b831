import { beforeEach, describe, expect, it } from "vitest";
import { openDatabaseForTest } from "../../../tests/support/prepared-database";
import { inTurn } from "../../../tests/support/overlapping-writes";
import { testEngines } from "../../../tests/support/test-databases";
import type { AppDatabase } from "~/db/connection.server";
import { setRoleByEmail } from "~/features/users/users.server";
import { HTTP_STATUS, isAppError } from "~/lib/app-error";
import { write } from "~/db/write.server";
import { createCategory, createMenuItem, deleteCategory, loadDishFormData } from "./menu-management.server";
import type { MenuItemInput } from "./menu-management";

const item = (categoryId: string, nameEn: string): MenuItemInput => ({
  categoryId,
  nameTr: nameEn,
  nameEn,
  secondaryTr: "",
  secondaryEn: "",
  descriptionTr: "",
  descriptionEn: "",
  price: 10_000,
  removeImage: false,
  recipe: null,
  allergenReason: "",
  foodCostTarget: null,
});

describe.each(testEngines())("a category's delete on %s", (engine) => {
  let db: AppDatabase;
  beforeEach(async () => {
    db = await openDatabaseForTest(engine);
  });

  it("never lets an item created meanwhile disappear without an audit entry: it is deleted with one, or its create is refused cleanly", async () => {
    await setRoleByEmail(db, "chef@example.com", "admin");
    const { id: actor } = await db.selectFrom("users").select("id").executeTakeFirstOrThrow();
    const everCreated: string[] = [];
    const refusals: number[] = [];
    for (let round = 0; round < 10; round++) {
      const { id: categoryId } = await createCategory(db, actor, { nameTr: `Kategori ${round}`, nameEn: `Category ${round}`, vatRate: 1000, foodCostTarget: 3000 });
      everCreated.push((await createMenuItem(db, actor, item(categoryId, `Old ${round}`))).id);
      const create = async () => everCreated.push((await createMenuItem(db, actor, item(categoryId, `New ${round}`))).id);
      const remove = () => deleteCategory(db, actor, { id: categoryId, version: 1 });
      // Both orders: the create under way when the delete starts, and the other way round.
      const results = await inTurn<unknown>(db, engine, round % 2 === 0 ? [create, remove] : [remove, create]);
      for (const result of results) {
        if (result.status === "fulfilled") continue;
        // A refusal is a domain answer (the category gone: 404, or 409), never a crash.
        const status = isAppError(result.reason) ? HTTP_STATUS[result.reason.code] : result.reason;
        expect([404, 409]).toContain(status);
        refusals.push(status as number);
      }
      expect(await db.selectFrom("menu_categories").select("id").where("id", "=", categoryId).execute()).toEqual([]);
    }
    const remaining = new Set((await db.selectFrom("menu_items").select("id").execute()).map((row) => row.id));
    const deletions = new Set(
      (await db.selectFrom("audit_log").select("entity_id").where("entity", "=", "menu_items").where("action", "=", "delete").execute()).map((row) => row.entity_id),
    );
    const gone = everCreated.filter((id) => !remaining.has(id));
    expect(gone.filter((id) => !deletions.has(id))).toEqual([]);
    expect(gone).toHaveLength(everCreated.length);
    // Every round made its old item and either a new one or a refusal.
    expect(everCreated.length + refusals.length).toBe(20);
  });
});

describe.each(testEngines())("the item form's recipes on %s", (engine) => {
  it("come in the order a reader of the page's language expects, whatever the database's own order", async () => {
    const db = await openDatabaseForTest(engine);
    const names = ["Zeytinyağlı sos", "şakşuka", "Çıtır patates", "ev yapımı mayonez", "Ayran", "İçli köfte", "ızgara sos", "Ispanak"];
    await write(db, null, async (w) => {
      for (const name of names) await w.create("recipes", { name, category: "sauce", yield_quantity_milli: null, yield_unit: null });
    });
    const namesIn = async (language: "tr" | "en") => (await loadDishFormData(db, language, null, null)).recipes.map((recipe) => recipe.name);
    expect(await namesIn("tr")).toEqual(["Ayran", "Çıtır patates", "ev yapımı mayonez", "Ispanak", "ızgara sos", "İçli köfte", "şakşuka", "Zeytinyağlı sos"]);
    expect((await namesIn("en"))[0]).toBe("Ayran");
  });
});
