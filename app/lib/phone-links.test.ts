import { describe, expect, it } from "vitest";
import { phoneDigits, telHref, whatsAppChatUrl } from "./phone-links";

describe("links to a phone number", () => {
  it("reduces a number to its digits, so a stored and a formatted number make the same link", () => {
    expect(phoneDigits("+90 (532) 555-01-23")).toBe("905325550123");
    expect(telHref("+90 216 555 01 23")).toBe("tel:+902165550123");
    expect(telHref("+902165550123")).toBe("tel:+902165550123");
    expect(whatsAppChatUrl("+90 532 555 01 23")).toBe("https://wa.me/905325550123");
  });

  it("makes WhatsApp's address, with the message when one is given", () => {
    expect(whatsAppChatUrl("+905321112233")).toBe("https://wa.me/905321112233");
    expect(whatsAppChatUrl("+905321112233", "Merhaba & iyi günler")).toBe("https://wa.me/905321112233?text=Merhaba%20%26%20iyi%20g%C3%BCnler");
  });
});
