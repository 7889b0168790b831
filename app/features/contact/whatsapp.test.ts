import { describe, expect, it } from "vitest";
import { WHATSAPP_MESSAGE_MAX, whatsappChatUrl } from "./whatsapp";

const PHONE = "+90 532 555 01 23";

describe("whatsappChatUrl", () => {
  it("sends to the number reduced to digits", () => {
    expect(whatsappChatUrl(PHONE, "Merhaba")).toBe("https://wa.me/905325550123?text=Merhaba");
    expect(whatsappChatUrl("+90 (532) 555-01-23", "Hi")).toBe("https://wa.me/905325550123?text=Hi");
  });

  it("encodes Turkish letters, spaces, newlines and the characters that mean something in an address", () => {
    const url = whatsappChatUrl(PHONE, "Çok güzel şiş & ığ #2 + 1\nYarın?");
    expect(url).toBe(
      "https://wa.me/905325550123?text=%C3%87ok%20g%C3%BCzel%20%C5%9Fi%C5%9F%20%26%20%C4%B1%C4%9F%20%232%20%2B%201%0AYar%C4%B1n%3F",
    );
    // The text comes back whole: nothing was cut at '&' or '#', and '+' is not read as a space.
    expect(new URL(url ?? "").searchParams.get("text")).toBe("Çok güzel şiş & ığ #2 + 1\nYarın?");
  });

  it("sends the trimmed text", () => {
    expect(whatsappChatUrl(PHONE, "  \n Merhaba dünya \t ")).toBe("https://wa.me/905325550123?text=Merhaba%20d%C3%BCnya");
  });

  it("has nothing to send for empty or blank text", () => {
    expect(whatsappChatUrl(PHONE, "")).toBeNull();
    expect(whatsappChatUrl(PHONE, "   ")).toBeNull();
    expect(whatsappChatUrl(PHONE, " \n\t ")).toBeNull();
  });

  it("allows 500 characters and refuses 501, counting after trimming", () => {
    expect(WHATSAPP_MESSAGE_MAX).toBe(500);
    expect(whatsappChatUrl(PHONE, "a".repeat(500))).toBe(`https://wa.me/905325550123?text=${"a".repeat(500)}`);
    expect(whatsappChatUrl(PHONE, "a".repeat(501))).toBeNull();
    expect(whatsappChatUrl(PHONE, `  ${"ş".repeat(500)}  `)).not.toBeNull();
  });

  it("has nowhere to send without digits in the number", () => {
    expect(whatsappChatUrl("not a number", "Merhaba")).toBeNull();
  });
});
