import { describe, expect, it } from "vitest";
import { AuthConfigError, isLoopbackAddress, isLoopbackHostname, publicUrlWarning, resolveAuthConfig } from "./auth-config";

describe("resolveAuthConfig", () => {
  it("uses the local provider on localhost when no provider is configured", () => {
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
    expect(config.provider).toEqual({ kind: "oidc", issuer: "https://accounts.google.com", clientId: "id", clientSecret: "secret", name: "Google" });
    expect(config.publicUrl).toBe("https://patates.example.com");
    expect(config.secureCookies).toBe(true);
  });

  it("uses any OpenID Connect provider through the OIDC_* settings, named by OIDC_NAME or its host", () => {
    const keycloak = { OIDC_ISSUER: "https://login.patates.example/realms/staff", OIDC_CLIENT_ID: "site", OIDC_CLIENT_SECRET: "s3cret" };
    expect(resolveAuthConfig({ PUBLIC_URL: "https://patates.example.com", ...keycloak }, 3000).provider).toEqual({
      kind: "oidc",
      issuer: "https://login.patates.example/realms/staff",
      clientId: "site",
      clientSecret: "s3cret",
      name: "login.patates.example",
    });
    expect(resolveAuthConfig({ ...keycloak, OIDC_NAME: " Microsoft " }, 3000).provider).toMatchObject({ name: "Microsoft" });
    // Without an issuer the OIDC_* names mean Google.
    expect(resolveAuthConfig({ OIDC_CLIENT_ID: "id", OIDC_CLIENT_SECRET: "s" }, 3000).provider).toMatchObject({ issuer: "https://accounts.google.com", name: "Google" });
  });

  it("accepts a plain-http issuer only on this machine", () => {
    const local = { OIDC_CLIENT_ID: "id", OIDC_CLIENT_SECRET: "s" };
    expect(resolveAuthConfig({ ...local, OIDC_ISSUER: "http://127.0.0.1:9000" }, 3000).provider).toMatchObject({ issuer: "http://127.0.0.1:9000" });
    expect(() => resolveAuthConfig({ ...local, OIDC_ISSUER: "http://login.patates.example" }, 3000)).toThrow(/must be an https:\/\/ address/);
    expect(() => resolveAuthConfig({ ...local, OIDC_ISSUER: "login.patates.example" }, 3000)).toThrow(/is not an address/);
  });

  it("refuses half an OpenID Connect configuration, and both sets of names at once", () => {
    expect(() => resolveAuthConfig({ OIDC_ISSUER: "https://login.patates.example", OIDC_CLIENT_ID: "id" }, 3000)).toThrow(/OIDC_CLIENT_SECRET is missing/);
    expect(() => resolveAuthConfig({ OIDC_ISSUER: "https://login.patates.example" }, 3000)).toThrow(/OIDC_CLIENT_ID is missing/);
    expect(() => resolveAuthConfig({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "s", OIDC_CLIENT_ID: "id" }, 3000)).toThrow(/not both/);
  });

  it("refuses a public address without a provider, naming the missing settings", () => {
    expect(() => resolveAuthConfig({ PUBLIC_URL: "https://patates.example.com" }, 3000)).toThrow(
      /set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET/,
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

describe("publicUrlWarning", () => {
  it("warns of a plain http address other people reach, and of nothing else", () => {
    expect(publicUrlWarning("http://patates.example.com")).toMatch(/^Warning: PUBLIC_URL is http:\/\/patates\.example\.com, plain http: .* use https:\/\//);
    expect(publicUrlWarning("http://192.168.1.20:3000")).not.toBeNull();
    for (const safe of ["https://patates.example.com", "http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000"]) expect(publicUrlWarning(safe)).toBeNull();
  });
});
