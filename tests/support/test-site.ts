import { onTestFinished } from "vitest";
import { openDatabase, type AppDatabase } from "../../app/db/connection.server";
import { createSession, sessionCookieName } from "../../app/features/auth/session.server";
import { createTestUser, type PersonSpec } from "./prepared-database";
import { startServer, type RunningServer, type ServerEnv } from "./start-server";
import { createTestDatabase, type Engine, type TestDatabase } from "./test-databases";
import type { TestServerOptions } from "./test-server-entry";

/**
 * The site as tests of the server use it: the real server (`npm start`'s entry, as a child process)
 * on a new database of the engine, a connection of the test's own to that database, and the people
 * the test needs, each with a real session and the Cookie header that carries it.
 */

/** Someone to create: an account of the role, active unless told otherwise. */
/** Someone created, with a session of theirs. */
export interface Person extends Session {
  id: string;
  email: string;
}

export interface Session {
  token: string;
  cookie: string;
}

export interface TestSite<Name extends string = never> {
  engine: Engine;
  database: TestDatabase;
  server: RunningServer;
  /** The test's own connection, for arranging rows and reading what the server wrote. */
  db: AppDatabase;
  url: string;
  people: Record<Name, Person>;
  /** Another person, made after the start. */
  addPerson: (person: PersonSpec) => Promise<Person>;
  /** A new session of the user's (begun at `createdAt`), e.g. for a test that ends one: its token and Cookie header. */
  newSession: (userId: string, createdAt?: Date) => Promise<Session>;
  /** Stops the server, closes the connection and removes the database. */
  close: () => Promise<void>;
}

export interface TestSiteOptions<Name extends string> {
  people?: Record<Name, PersonSpec>;
  /** The server's environment on top of the test database's DATABASE_URL. */
  env?: ServerEnv;
  /** Options only tests pass (tests/support/test-server-entry.ts). */
  serverOptions?: TestServerOptions;
  /** `migrated` (the default) copies a template; `empty` leaves the migrations to the server's start. */
  schema?: "empty" | "migrated";
  /** A command the server runs inside (start-server.ts): a mount namespace of its own, say. */
  launcher?: string[];
}

/** The Cookie header that carries a session token to `site`: `__Host-session` on https, `session` on http. */
export function sessionCookie(site: { url: string }, token: string): string {
  return `${sessionCookieName(new URL(site.url).protocol === "https:")}=${token}`;
}

export async function startTestSite<Name extends string = never>(engine: Engine, options: TestSiteOptions<Name> = {}): Promise<TestSite<Name>> {
  const database = await createTestDatabase(engine, options.schema ?? "migrated");
  let server: RunningServer | undefined;
  let db: AppDatabase | undefined;
  const close = async () => {
    await db?.destroy();
    await server?.stop();
    await database.drop();
  };
  try {
    server = await startServer({ DATABASE_URL: database.url, ...options.env }, options.serverOptions, options.launcher);
    const connection = openDatabase(database.target);
    db = connection;
    const site = { url: server.url };
    const newSession = async (userId: string, createdAt?: Date): Promise<Session> => {
      const { token } = await createSession(connection, userId, createdAt);
      return { token, cookie: sessionCookie(site, token) };
    };
    const addPerson = async (person: PersonSpec): Promise<Person> => {
      const id = await createTestUser(connection, person);
      return { id, email: person.email, ...(await newSession(id)) };
    };
    const people = {} as Record<Name, Person>;
    for (const [name, person] of Object.entries<PersonSpec>(options.people ?? ({} as Record<Name, PersonSpec>))) people[name as Name] = await addPerson(person);
    return { engine, database, server, db: connection, url: server.url, people, addPerson, newSession, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** startTestSite for the test that calls it: the site is closed when that test ends, passed or failed. */
export async function startTestSiteForTest<Name extends string = never>(engine: Engine, options: TestSiteOptions<Name> = {}): Promise<TestSite<Name>> {
  const site = await startTestSite(engine, options);
  onTestFinished(() => site.close());
  return site;
}
