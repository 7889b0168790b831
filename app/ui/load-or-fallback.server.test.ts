import { afterEach, describe, expect, it, vi } from "vitest";
import * as log from "~/lib/log.server";
import { loadOrFallback } from "./load-or-fallback.server";

vi.mock("~/lib/log.server", async (importOriginal) => ({ ...(await importOriginal<typeof log>()), logFallback: vi.fn() }));

const args = { request: new Request("http://localhost/admin/users?tab=1"), context: { requestId: "req-1" } };

describe("loadOrFallback", () => {
  afterEach(() => vi.clearAllMocks());

  it("gives the data when the load succeeds, and logs nothing", async () => {
    await expect(loadOrFallback(args, "users", async () => ({ users: ["a"] }), { users: null })).resolves.toEqual({ users: ["a"] });
    expect(log.logFallback).not.toHaveBeenCalled();
  });

  it("gives the fallback when the load fails, and logs what failed with the error, under the request's id and path", async () => {
    const failure = new Error("database gone");
    await expect(loadOrFallback(args, "users", () => Promise.reject(failure), { users: null })).resolves.toEqual({ users: null });
    expect(log.logFallback).toHaveBeenCalledWith("Failed to load users", failure, { requestId: "req-1", path: "/admin/users", failures: null });
  });
});
