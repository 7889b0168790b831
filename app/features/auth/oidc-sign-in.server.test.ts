import { describe, expect, it } from "vitest";
import { clearedSignInFlowCookie, identityFromClaims, readSignInFlow, signInFlowCookie, SignInRefused } from "./oidc-sign-in.server";

const claims = (extra: Record<string, unknown>) => ({ iss: "https://accounts.google.com", sub: "42", aud: "app", iat: 0, exp: 0, ...extra });

describe("the person an ID token names", () => {
  it("is taken with an e-mail the provider has verified", () => {
    expect(identityFromClaims(claims({ email: "cook@example.com", email_verified: true, name: "Ayşe", picture: "https://x/p.png" }))).toEqual({
      subject: "https://accounts.google.com|42",
      email: "cook@example.com",
      displayName: "Ayşe",
      photoUrl: "https://x/p.png",
    });
  });

  it("is refused when the e-mail is unverified, or nothing says it is verified", () => {
    expect(() => identityFromClaims(claims({ email: "cook@example.com", email_verified: false }))).toThrow(/verified e-mail/);
    expect(() => identityFromClaims(claims({ email: "cook@example.com" }))).toThrow(/verified e-mail/);
    expect(() => identityFromClaims(claims({ email: "cook@example.com", email_verified: "true" }))).toThrow(/verified e-mail/);
    expect(() => identityFromClaims(claims({ email_verified: true }))).toThrow(/verified e-mail/);
  });

  it("is refused as unverified, naming the e-mail tried for the log", () => {
    const refusal = (extra: Record<string, unknown>) => {
      try {
        identityFromClaims(claims(extra));
      } catch (error) {
        return error instanceof SignInRefused ? { reason: error.reason, email: error.email } : error;
      }
      return null;
    };
    expect(refusal({ email: "cook@example.com", email_verified: false })).toEqual({ reason: "unverified-email", email: "cook@example.com" });
    expect(refusal({ email_verified: false })).toEqual({ reason: "unverified-email", email: null });
  });

  it("keeps no photo that is not a web address", () => {
    expect(identityFromClaims(claims({ email: "a@example.com", email_verified: true, picture: "javascript:alert(1)" })).photoUrl).toBeNull();
  });
});

describe("the sign-in flow cookie", () => {
  const flow = { state: "s", nonce: "n", codeVerifier: "v" };
  const valueOf = (cookie: string) => cookie.slice(cookie.indexOf("=") + 1).split(";")[0];

  it("is named with the __Host- prefix on https: Secure, the whole site, no Domain", () => {
    const cookie = signInFlowCookie(flow, true);
    expect(cookie).toBe(`__Host-sign_in_flow=${valueOf(cookie)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=600; Secure`);
    expect(clearedSignInFlowCookie(true)).toBe("__Host-sign_in_flow=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure");
  });

  it("keeps its plain name on http, where a browser refuses Secure cookies", () => {
    const cookie = signInFlowCookie(flow, false);
    expect(cookie).toBe(`sign_in_flow=${valueOf(cookie)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=600`);
    expect(clearedSignInFlowCookie(false)).toBe("sign_in_flow=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0");
  });

  it("is read only under the name the site uses", () => {
    const value = valueOf(signInFlowCookie(flow, true));
    expect(readSignInFlow(`lang=tr; __Host-sign_in_flow=${value}`, true)).toEqual(flow);
    expect(readSignInFlow(`sign_in_flow=${value}`, true)).toBeNull();
    expect(readSignInFlow(`sign_in_flow=${value}`, false)).toEqual(flow);
    expect(readSignInFlow(`__Host-sign_in_flow=${value}`, false)).toBeNull();
  });
});
