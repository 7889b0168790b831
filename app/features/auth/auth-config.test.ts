import { describe, expect, it } from "vitest";
import { AuthConfigError, isLoopbackAddress, isLoopbackHostname, resolveAuthConfig } from "./auth-config";

describe("resolveAuthConfig", () => {
  it("uses the local provider on localhost when Google is not configured", () => {
    const config = resolveAuthConfig({}, 3000);
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.provider).toEqual({ kind: "local", issuer: "http://localhost:3000/local-idp" });
    expect(config.secureCookies).toBe(false);
  });

  it("uses Google when both credentials are set, wherever the site is", () => {
    const config = resolveAuthConfig(
      { PUBLIC_URL: "https://patates.example.com/", GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" },
      3000,
    );
    expect(config.provider).toEqual({ kind: "google", issuer: "https://accounts.google.com", clientId: "id", clientSecret: "secret" });
    expect(config.publicUrl).toBe("https://patates.example.com");
    expect(config.secureCookies).toBe(true);
  });

  it("refuses a public address without Google, naming the missing settings", () => {
    expect(() => resolveAuthConfig({ PUBLIC_URL: "https://patates.example.com" }, 3000)).toThrow(
      /set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/,
    );
    expect(() => resolveAuthConfig({ PUBLIC_URL: "http://192.168.1.10:3000" }, 3000)).toThrow(AuthConfigError);
  });

  it("refuses half a Google configuration", () => {
    expect(() => resolveAuthConfig({ GOOGLE_CLIENT_ID: "id" }, 3000)).toThrow(/GOOGLE_CLIENT_SECRET is missing/);
  });

  it("refuses an address that is not one", () => {
    expect(() => resolveAuthConfig({ PUBLIC_URL: "patates" }, 3000)).toThrow(AuthConfigError);
    expect(() => resolveAuthConfig({ PUBLIC_URL: "ftp://localhost" }, 3000)).toThrow(AuthConfigError);
  });

  it("reads ADMIN_EMAILS as a lower-cased list", () => {
    const config = resolveAuthConfig({ ADMIN_EMAILS: " Chef@Patates.example , ,owner@patates.example" }, 3000);
    expect([...config.adminEmails]).toEqual(["chef@patates.example", "owner@patates.example"]);
  });
});

describe("loopback", () => {
  it("recognises loopback host names and socket addresses only", () => {
    expect(isLoopbackHostname("localhost")).toBe(true);
    expect(isLoopbackHostname("127.0.0.1")).toBe(true);
    expect(isLoopbackHostname("[::1]")).toBe(true);
    expect(isLoopbackHostname("patates.example.com")).toBe(false);
    expect(isLoopbackHostname("127.example.com")).toBe(false);
    expect(isLoopbackAddress("::ffff:127.0.0.1")).toBe(true);
    expect(isLoopbackAddress("::1")).toBe(true);
    expect(isLoopbackAddress("10.0.0.5")).toBe(false);
    expect(isLoopbackAddress(undefined)).toBe(false);
  });
});
