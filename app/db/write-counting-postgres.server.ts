import {
  PostgresDialect,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type PostgresDialectConfig,
  type QueryCompiler,
  type TransactionSettings,
} from "kysely";

/**
 * PostgreSQL through Kysely, counting in `writes` each statement this process has run that may have
 * written, when it is done: each that is not a SELECT (a COMMIT, an INSERT, a raw statement…).
 */
export class WriteCountingPostgresDialect extends PostgresDialect {
  readonly #writes: { count: number };
  constructor(config: PostgresDialectConfig, writes: { count: number }) {
    super(config);
    this.#writes = writes;
  }
  override createDriver(): Driver {
    return new WriteCountingDriver(super.createDriver(), this.#writes);
  }
}

/** A driver whose connections count their statements that may write once each is done; the rest is the driver's own. */
class WriteCountingDriver implements Driver {
  readonly #driver: Driver;
  readonly #writes: { count: number };
  /** The driver's own connection behind each counting one: it releases only its own. */
  readonly #own = new WeakMap<DatabaseConnection, DatabaseConnection>();
  constructor(driver: Driver, writes: { count: number }) {
    this.#driver = driver;
    this.#writes = writes;
  }
  init(): Promise<void> {
    return this.#driver.init();
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.#driver.acquireConnection();
    const counting: DatabaseConnection = {
      executeQuery: async <R>(query: CompiledQuery) => {
        try {
          return await connection.executeQuery<R>(query);
        } finally {
          if (query.query.kind !== "SelectQueryNode") this.#writes.count += 1;
        }
      },
      streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
    };
    this.#own.set(counting, connection);
    return counting;
  }
  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.#driver.beginTransaction(connection, settings);
  }
  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#driver.commitTransaction(connection);
  }
  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#driver.rollbackTransaction(connection);
  }
  savepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler["compileQuery"]): Promise<void> {
    return this.#driver.savepoint!(connection, name, compileQuery);
  }
  rollbackToSavepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler["compileQuery"]): Promise<void> {
    return this.#driver.rollbackToSavepoint!(connection, name, compileQuery);
  }
  releaseSavepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler["compileQuery"]): Promise<void> {
    return this.#driver.releaseSavepoint!(connection, name, compileQuery);
  }
  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.#driver.releaseConnection(this.#own.get(connection) ?? connection);
  }
  destroy(): Promise<void> {
    return this.#driver.destroy();
  }
}
