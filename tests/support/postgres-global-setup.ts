import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { postgresBinariesPresent, startPostgresCluster } from "./postgres-cluster";

declare module "vitest" {
  export interface ProvidedContext {
    /** A superuser URL of a PostgreSQL server for tests, or null when none is available. */
    postgresUrl: string | null;
    /** A folder for this run alone, removed after it: where the migrated SQLite templates live. */
    templateDirectory: string;
  }
}

/**
 * What the run's test files share: a folder for the migrated SQLite templates
 * (tests/support/test-databases.ts), and a PostgreSQL server. Database tests run on SQLite always,
 * and on PostgreSQL when TEST_DATABASE_URL names a server or PostgreSQL's binaries are here (then a
 * throwaway cluster is started and stopped around the run).
 */
export default async function setup(project: TestProject) {
  const templateDirectory = mkdtempSync(join(tmpdir(), "patates-templates-"));
  project.provide("templateDirectory", templateDirectory);
  const removeTemplates = () => rmSync(templateDirectory, { recursive: true, force: true });
  const given = process.env.TEST_DATABASE_URL?.trim();
  if (given) {
    project.provide("postgresUrl", given);
    return removeTemplates;
  }
  if (!postgresBinariesPresent()) {
    console.log("PostgreSQL binaries not found: database tests run on SQLite only (set TEST_DATABASE_URL to add PostgreSQL).");
    project.provide("postgresUrl", null);
    return removeTemplates;
  }
  const cluster = await startPostgresCluster();
  project.provide("postgresUrl", cluster.url);
  return () => {
    cluster.stop();
    removeTemplates();
  };
}
