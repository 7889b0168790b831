import pg from "pg";
import { openDatabase } from "../../app/db/connection.server";
import { postgresBinariesPresent, startPostgresCluster } from "../../tests/support/postgres-cluster";
import { createBenchSession } from "./bench-session";
import { getOk } from "./http";
import { INVENTORY_ITEMS, measurePage, type InventoryPageResult } from "./inventory";
import { insertInventory, inventoryFixture } from "./inventory-fixture";
import { onCleanup, startAppServer } from "./processes";
import { ENCODINGS, load, ROUNDS, type LoadResult } from "./throughput";

export interface PostgresResult {
  /** /menu from the page cache with gzip, under part 1's load, in as many rounds. */
  menu: LoadResult[];
  items: number;
  page: InventoryPageResult;
}

/**
 * Parts 1 and 5 again on PostgreSQL, as several instances share one (docs/deploy.md): /menu from the
 * page cache under wrk, and GET /inventory-manager with 5,000 items. A throwaway PostgreSQL 15
 * cluster on this machine (the tests' own, tests/support/postgres-cluster.ts), one server on it.
 */
export async function measureOnPostgres(port: number): Promise<PostgresResult> {
  if (!postgresBinariesPresent()) throw new Error("PostgreSQL 15 is not installed here (apt-get install -y postgresql-15)");
  const cluster = await startPostgresCluster();
  const forget = onCleanup(() => cluster.stop());
  try {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    try {
      await admin.query("CREATE DATABASE bench");
    } finally {
      await admin.end();
    }
    const url = cluster.url.replace(/\/postgres$/, "/bench");

    // The first start migrates and loads the built-in menu; then the items go in beside the running server.
    const server = await startAppServer(port, url);
    try {
      await getOk(`${server.url}/menu`, ENCODINGS.gzip);
      const menu: LoadResult[] = [];
      for (let round = 1; round <= ROUNDS; round++) menu.push(await load(`our server on PostgreSQL, round ${round} of ${ROUNDS}`, `${server.url}/menu`, ENCODINGS.gzip));
      const db = openDatabase({ engine: "postgres", connectionString: url });
      let staff: Awaited<ReturnType<typeof createBenchSession>>;
      let ids: string[];
      try {
        staff = await createBenchSession(db);
        ids = await insertInventory(db, staff.userId, inventoryFixture(INVENTORY_ITEMS));
      } finally {
        await db.destroy();
      }
      const page = await measurePage(server.url, staff.cookie, ids.at(-1) ?? "");
      return { menu, items: ids.length, page };
    } finally {
      await server.stop();
    }
  } finally {
    forget();
    cluster.stop();
  }
}
