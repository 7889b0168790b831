/**
 * One instance's start, for tests of several starting at once: opens DATABASE_URL, says "ready",
 * and on a line from its parent prepares the database as `npm start` does (migrations, then the
 * built-in menu). Prints one JSON line with the outcome; exits 0 when it went well.
 */
import { parseDatabaseUrl } from "../../app/db/database-url";
import { prepareDatabase } from "../../app/db/prepare.server";

const target = parseDatabaseUrl(process.env.DATABASE_URL);
process.stdout.write("ready\n");
process.stdin.once("data", () => {
  prepareDatabase(target).then(
    async ({ db, seeded }) => {
      await db.destroy();
      process.stdout.write(`${JSON.stringify({ ok: true, seeded })}\n`);
      process.exit(0);
    },
    (error: unknown) => {
      process.stdout.write(`${JSON.stringify({ ok: false, error: error instanceof Error ? error.message : String(error) })}\n`);
      process.exit(1);
    },
  );
});
