import { sql, type Kysely } from "kysely";

/**
 * One row per backup the site made into its backup folder, by the server's daily run or by `npm
 * run backup` (docs/decisions/0022-backups.md): when, how it ended, where the file went, its size,
 * the rows of each table it holds, and, for a failure, why (a message reference) and the system's
 * own words. Data Management and the admin overview show the latest.
 *
 * A row is written once the backup has ended, so a backup never holds its own row: a restored
 * database shows the backups made before the one it came from.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("backup_runs")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("made_by", "text", (c) => c.notNull().check(sql`made_by in ('schedule', 'command')`))
    .addColumn("outcome", "text", (c) => c.notNull().check(sql`outcome in ('succeeded', 'failed')`))
    .addColumn("started_at", "text", (c) => c.notNull())
    .addColumn("finished_at", "text", (c) => c.notNull())
    .addColumn("file", "text")
    .addColumn("size_bytes", "integer", (c) => c.check(sql`size_bytes >= 0`))
    /** JSON text: each table's row count in the copy. */
    .addColumn("table_rows", "text")
    .addColumn("error", "text")
    .addColumn("error_detail", "text")
    .addCheckConstraint(
      "backup_runs_outcome_facts",
      sql`(outcome = 'succeeded' and file is not null and size_bytes is not null and table_rows is not null and error is null) or (outcome = 'failed' and error is not null)`,
    )
    .execute();
  await db.schema.createIndex("backup_runs_finished_at").on("backup_runs").column("finished_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("backup_runs").execute();
}
