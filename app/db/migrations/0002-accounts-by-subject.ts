import { sql, SqliteIntrospector, type Kysely } from "kysely";

/**
 * Accounts are linked by their subject, no longer by e-mail, so two identities may share an
 * e-mail: `users.email` loses its UNIQUE constraint. One row per e-mail may still wait for its
 * first sign-in (`subject` empty, made ahead by the operator): a partial unique index keeps it one.
 *
 * PostgreSQL drops the constraint. SQLite cannot drop a column constraint: the table is rebuilt
 * the way SQLite documents (https://www.sqlite.org/lang_altertable.html#otheralter), with foreign
 * keys off so that dropping the old table does not cascade to sessions or clear `created_by`
 * columns. There is no way back: rows may then share an e-mail.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.introspection instanceof SqliteIntrospector) {
    await rebuildSqliteUsers(db);
  } else {
    // Kysely runs a PostgreSQL migration in a transaction of its own.
    await sql`ALTER TABLE users DROP CONSTRAINT users_email_key`.execute(db);
    await createEmailIndexes(db);
  }
}

async function createEmailIndexes(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX users_email ON users (email)`.execute(db);
  await sql`CREATE UNIQUE INDEX users_unclaimed_email ON users (email) WHERE subject IS NULL`.execute(db);
}

async function foreignKeysOn(db: Kysely<unknown>): Promise<boolean> {
  const { rows } = await sql<{ foreign_keys: number }>`PRAGMA foreign_keys`.execute(db);
  return rows[0]?.foreign_keys === 1;
}

async function rebuildSqliteUsers(db: Kysely<unknown>): Promise<void> {
  const restoreForeignKeys = await foreignKeysOn(db);
  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  // SQLite ignores the pragma inside a transaction: then dropping users would empty sessions.
  if (await foreignKeysOn(db)) {
    throw new Error("rebuilding users needs foreign keys off, which SQLite allows only outside a transaction");
  }
  try {
    // A savepoint is a transaction of its own outside one, and nests inside one: all or nothing.
    await sql`SAVEPOINT users_by_subject`.execute(db);
    try {
      await db.schema
        .createTable("users_next")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("subject", "text", (c) => c.unique())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("display_name", "text", (c) => c.notNull())
        .addColumn("photo_url", "text")
        .addColumn("role", "text", (c) => c.notNull().defaultTo("pending").check(sql`role in ('pending', 'staff', 'admin')`))
        .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(0).check(sql`is_active in (0, 1)`))
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .addColumn("last_login_at", "text")
        .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
        .execute();
      await sql`
        INSERT INTO users_next (id, subject, email, display_name, photo_url, role, is_active, created_at, updated_at, last_login_at, version)
        SELECT id, subject, email, display_name, photo_url, role, is_active, created_at, updated_at, last_login_at, version FROM users
      `.execute(db);
      await sql`DROP TABLE users`.execute(db);
      await sql`ALTER TABLE users_next RENAME TO users`.execute(db);
      await createEmailIndexes(db);
      const { rows: broken } = await sql`PRAGMA foreign_key_check`.execute(db);
      if (broken.length > 0) throw new Error(`rebuilding users broke ${broken.length} foreign keys`);
      await sql`RELEASE users_by_subject`.execute(db);
    } catch (error) {
      await sql`ROLLBACK TO users_by_subject`.execute(db);
      await sql`RELEASE users_by_subject`.execute(db);
      throw error;
    }
  } finally {
    if (restoreForeignKeys) await sql`PRAGMA foreign_keys = ON`.execute(db);
  }
}
