import { parseDatabaseUrl, type DatabaseTarget } from "../app/db/database-url";
import { resolveAuthConfig, type AuthConfig } from "../app/features/auth/auth-config";

export interface ServerConfig {
  port: number;
  host: string;
  database: DatabaseTarget;
  auth: AuthConfig;
}

/** A setting that cannot work; its message is the one line the operator reads. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

export function parsePort(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return 3000;
  const port = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new ConfigError(`PORT must be a whole number from 1 to 65535, not "${value}"`);
  }
  return port;
}

/** Reads the environment. Throws ConfigError with a message that says what to fix. */
export function loadServerConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const host = env.HOST?.trim() || "0.0.0.0";
  try {
    const port = parsePort(env.PORT);
    return { port, host, database: parseDatabaseUrl(env.DATABASE_URL), auth: resolveAuthConfig(env, port) };
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(error instanceof Error ? error.message : String(error));
  }
}
