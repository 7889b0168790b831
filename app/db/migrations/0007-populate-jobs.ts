import { sql, type Kysely } from "kysely";

/**
 * One row per run of Data Management's populate (docs/decisions/0018-populate.md): its stage, how
 * many of its rows are written, what went wrong, who started it, when it started, last moved and
 * finished. The page polls it, so a reload shows where a run is.
 *
 * `running` is 1 while the run goes on and null once it has finished; its unique key lets one row
 * at a time hold the 1 (NULLs never clash, on either engine), so a second start is refused by the
 * database itself, also between two server instances on one PostgreSQL database.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("populate_jobs")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("stage", "text", (c) =>
      c
        .notNull()
        .check(sql`stage in ('extracting', 'extracted', 'uploading-categories', 'categories-uploaded', 'uploading-items', 'completed', 'error')`),
    )
    .addColumn("done_count", "integer", (c) => c.notNull().defaultTo(0).check(sql`done_count >= 0`))
    .addColumn("total_count", "integer", (c) => c.notNull().defaultTo(0).check(sql`total_count >= 0`))
    .addColumn("error", "text")
    .addColumn("started_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("started_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("finished_at", "text")
    .addColumn("running", "integer", (c) => c.unique().check(sql`running = 1`))
    .addCheckConstraint("populate_jobs_running_until_finished", sql`(running = 1 and finished_at is null) or (running is null and finished_at is not null)`)
    .execute();
  await db.schema.createIndex("populate_jobs_started_at").on("populate_jobs").column("started_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("populate_jobs").execute();
}
