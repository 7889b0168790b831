import { describe, expect, it } from "vitest";
import { avatarSource } from "./user-avatar";

describe("the picture of an avatar", () => {
  it("is the person's photo only when the site itself serves it", () => {
    expect(avatarSource("/images/chef.webp")).toBe("/images/chef.webp");
  });

  it("is the default for no photo, or one elsewhere, which the CSP's img-src 'self' would block", () => {
    expect(avatarSource(null)).toBe("/images/avatar.svg");
    expect(avatarSource("https://lh3.googleusercontent.com/a/photo=s96-c")).toBe("/images/avatar.svg");
    expect(avatarSource("//lh3.googleusercontent.com/a/photo")).toBe("/images/avatar.svg");
    expect(avatarSource("/\\lh3.googleusercontent.com/a/photo")).toBe("/images/avatar.svg");
    expect(avatarSource("http://example.com/p.png")).toBe("/images/avatar.svg");
  });
});
