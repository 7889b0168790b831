import { afterEach, describe, expect, it, vi } from "vitest";
import { loadOrFallback } from "./load-or-fallback.server";

describe("loadOrFallback", () => {
  afterEach(() => vi.restoreAllMocks());

  it("gives the data when the load succeeds, and logs nothing", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(loadOrFallback("users", async () => ({ users: ["a"] }), { users: null })).resolves.toEqual({ users: ["a"] });
    expect(log).not.toHaveBeenCalled();
  });

  it("gives the fallback when the load fails, and logs what failed with the error", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const failure = new Error("database gone");
    await expect(loadOrFallback("users", () => Promise.reject(failure), { users: null })).resolves.toEqual({ users: null });
    expect(log).toHaveBeenCalledWith("Failed to load users", failure);
  });
});
