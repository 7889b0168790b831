import type { TestProject } from "vitest/node";
import { postgresBinariesPresent, startPostgresCluster } from "./postgres-cluster";

declare module "vitest" {
  export interface ProvidedContext {
    /** A superuser URL of a PostgreSQL server for tests, or null when none is available. */
    postgresUrl: string | null;
  }
}

/**
 * Database tests run on SQLite always, and on PostgreSQL when TEST_DATABASE_URL names a server or
 * PostgreSQL's binaries are here (then a throwaway cluster is started and stopped around the run).
 */
export default async function setup(project: TestProject) {
  const given = process.env.TEST_DATABASE_URL?.trim();
  if (given) {
    project.provide("postgresUrl", given);
    return;
  }
  if (!postgresBinariesPresent()) {
    console.log("PostgreSQL binaries not found: database tests run on SQLite only (set TEST_DATABASE_URL to add PostgreSQL).");
    project.provide("postgresUrl", null);
    return;
  }
  const cluster = await startPostgresCluster();
  project.provide("postgresUrl", cluster.url);
  return () => cluster.stop();
}
