import { describe, expect, it } from "vitest";
import { identityFromClaims, SignInRefused } from "./oidc-sign-in.server";

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
