import { sql } from "kysely";
import type { AppDatabase } from "../../app/db/connection.server";
import type { Engine } from "./test-databases";

/**
 * Makes the database itself refuse to insert the menu item `id` (a trigger), so that a write which
 * includes it fails for real, inside its transaction, as a constraint or a full disk would fail it.
 * Returns what takes the refusal away.
 */
export async function refuseMenuItemInsert(db: AppDatabase, engine: Engine, id: string): Promise<() => Promise<void>> {
  if (engine === "sqlite") {
    await sql`CREATE TRIGGER refuse_menu_item BEFORE INSERT ON menu_items WHEN NEW.id = ${sql.lit(id)} BEGIN SELECT RAISE(ABORT, 'menu item refused'); END`.execute(db);
    return async () => {
      await sql`DROP TRIGGER refuse_menu_item`.execute(db);
    };
  }
  await sql`CREATE FUNCTION refuse_menu_item() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'menu item refused'; END $$`.execute(db);
  await sql`CREATE TRIGGER refuse_menu_item BEFORE INSERT ON menu_items FOR EACH ROW WHEN (NEW.id = ${sql.lit(id)}) EXECUTE FUNCTION refuse_menu_item()`.execute(db);
  return async () => {
    await sql`DROP TRIGGER refuse_menu_item ON menu_items`.execute(db);
    await sql`DROP FUNCTION refuse_menu_item()`.execute(db);
  };
}
