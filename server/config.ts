import { parseDatabaseUrl, type DatabaseTarget } from "../app/db/database-url";
import { isLoopbackHostname, resolveAuthConfig, type AuthConfig } from "../app/features/auth/auth-config";

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

/** Whether a server listening on `host` can be reached over loopback: every interface, or a loopback one. */
export function listensOnLoopback(host: string): boolean {
  return host === "0.0.0.0" || host === "::" || isLoopbackHostname(host);
}

/** Reads the environment. Throws ConfigError with a message that says what to fix. */
export function loadServerConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const host = env.HOST?.trim() || "0.0.0.0";
  try {
    const port = parsePort(env.PORT);
    const auth = resolveAuthConfig(env, port);
    // The local provider answers only loopback: a server that does not listen there cannot sign anyone in.
    if (auth.provider.kind === "local" && !listensOnLoopback(host)) {
      throw new ConfigError(
        `HOST=${host} is not this machine's loopback, where the local sign-in of ${auth.publicUrl} answers: leave HOST unset or use 127.0.0.1, or configure Google sign-in.`,
      );
    }
    return { port, host, database: parseDatabaseUrl(env.DATABASE_URL), auth };
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(error instanceof Error ? error.message : String(error));
  }
}
