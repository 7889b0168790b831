import { afterEach, describe, expect, it, vi } from "vitest";
import { openTestDatabase, type OpenTestDatabase } from "../../tests/support/prepared-database";
import { testEngines } from "../../tests/support/test-databases";
import { openDatabase, type AppDatabase } from "./connection.server";
import { heldPublicContentVersion, PUBLIC_CONTENT_ENDS, publicContentVersion } from "./public-content.server";
import { write } from "./write.server";

/**
 * The public content version the page cache holds (decision 0037): read again only when a write of
 * this process or a commit of another connection may have moved it, on both engines. The next call
 * after a write of this process sees it; a commit of another instance is seen from the next turn of
 * the event loop, as its request's is (changeMark).
 */
describe.each(testEngines())("the held public content version on %s", (engine) => {
  let open: OpenTestDatabase;
  let other: AppDatabase;
  afterEach(async () => {
    await other?.destroy();
    await open?.drop();
  });

  /** This process's connection, counting its reads, and another connection to the same database, as another instance has. */
  async function twoInstances() {
    open = await openTestDatabase(engine);
    other = openDatabase(open.database.target);
    const reads = vi.spyOn(open.db, "executeQuery");
    return { db: open.db, reads };
  }

  const newCategory = (db: AppDatabase, id: string) => write(db, null, (w) => w.create("menu_categories", { id, name_tr: id, name_en: id, position: 0, is_active: 1 }));

  it("follows a write of this process at the very next call, and one of another instance from the next turn", async () => {
    const { db, reads } = await twoInstances();
    const held = heldPublicContentVersion(db);
    const first = await held();
    expect(first).toBe(await publicContentVersion(other));

    await newCategory(db, "here");
    const afterLocal = await held();
    expect(afterLocal).not.toBe(first);
    expect(afterLocal).toBe(await publicContentVersion(other));

    await newCategory(other, "elsewhere");
    // A request after another instance's commit arrives in a later turn than the commit's.
    await new Promise(setImmediate);
    const afterOther = await held();
    expect(afterOther).not.toBe(afterLocal);
    expect(afterOther).toBe(await publicContentVersion(other));

    // With nothing written, calls read nothing. On PostgreSQL the calls of a turn share one look at
    // the server's snapshot, which any commit on the server moves, also one to another test database
    // of its cluster: so there, at most one read for the calls of a turn.
    reads.mockClear();
    if (engine === "sqlite") {
      for (let call = 0; call < 5; call++) expect(await held()).toBe(afterOther);
      expect(reads).toHaveBeenCalledTimes(0);
    } else {
      expect(await Promise.all(Array.from({ length: 5 }, () => held()))).toEqual(Array.from({ length: 5 }, () => afterOther));
      expect(reads.mock.calls.length).toBeLessThanOrEqual(1);
    }
  });

  it("passes the end of a dish sold out for tonight by the clock, with nothing written at that moment", async () => {
    const { db } = await twoInstances();
    await newCategory(other, "start");
    const end = "2026-11-28T23:30:00.000Z";
    // As a sold-out write leaves it: a dish's end, ahead.
    await other.insertInto("site_settings").values({ key: PUBLIC_CONTENT_ENDS, value: JSON.stringify([end]), updated_at: end, updated_by: null }).execute();
    let now = new Date("2026-11-28T23:29:59.000Z");
    const held = heldPublicContentVersion(db, () => now);
    const before = await held();
    now = new Date(end);
    const after = await held();
    expect(after).toBe(`${before}+1`);
    expect(after).toBe(await publicContentVersion(other, now));
  });

  it("gives concurrent calls one read", async () => {
    const { db, reads } = await twoInstances();
    const held = heldPublicContentVersion(db);
    await newCategory(other, "concurrent");
    reads.mockClear();
    const versions = await Promise.all(Array.from({ length: 10 }, () => held()));
    expect(new Set(versions).size).toBe(1);
    expect(reads).toHaveBeenCalledTimes(1);
  });
});
