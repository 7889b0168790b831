import { describe, expect, it } from "vitest";
import { describeMessage, messageRef } from "./message-ref";
import { translator } from "./translate";
import { defineMessages } from "./messages/define-messages";

const messages = defineMessages(
  { "x.required": "Name is required", "x.line": "Line {n}: {reason}", "x.invalid": "Invalid value" },
  { "x.required": "Ad gerekli", "x.line": "Satır {n}: {reason}", "x.invalid": "Geçersiz değer" },
);
const known = (key: string): key is keyof typeof messages.en => Object.hasOwn(messages.en, key);

describe("message references", () => {
  it("put a key, with its values, into words in the page's language", () => {
    expect(describeMessage(translator("en", messages), known, messageRef("x.required"), "x.invalid")).toBe("Name is required");
    expect(describeMessage(translator("tr", messages), known, messageRef("x.line", { n: 3, reason: "?" }), "x.invalid")).toBe("Satır 3: ?");
  });

  it("show the fallback text for a reference to no known key", () => {
    expect(describeMessage(translator("en", messages), known, "Expected string, received number", "x.invalid")).toBe("Invalid value");
    expect(describeMessage(translator("en", messages), known, "x.line|{broken", "x.invalid")).toBe("Line {n}: {reason}");
  });
});
