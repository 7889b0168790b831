import { describe, expect, it } from "vitest";
import type { FeatureMessages } from "./messages/define-messages";
import { en } from "./messages/en";
import { tr } from "./messages/tr";

// Feature catalogues live beside the modules that show them, in files named *-messages.ts. They are
// found by that name here, so a new one is checked without being listed anywhere.
const catalogueModules = import.meta.glob<Record<string, unknown>>(["/app/**/*-messages.ts", "/server/**/*-messages.ts"], {
  eager: true,
});

function isCatalogue(value: unknown): value is FeatureMessages<string> {
  if (typeof value !== "object" || value === null) return false;
  const { en: english, tr: turkish } = value as Partial<FeatureMessages<string>>;
  return typeof english === "object" && english !== null && typeof turkish === "object" && turkish !== null;
}

const featureCatalogues = Object.entries(catalogueModules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => isCatalogue(value))
    .map(([name, value]) => ({ name: `${file}: ${name}`, messages: value as FeatureMessages<string> })),
);

const catalogues = [{ name: "core (messages/en.ts, tr.ts)", messages: { en, tr } as FeatureMessages<string> }, ...featureCatalogues];

/** The `{name}` placeholders of a text, sorted: a translation must have the same ones. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "").sort();
}

describe("the catalogues", () => {
  it("include the feature catalogues found by their file name", () => {
    expect(featureCatalogues.map((catalogue) => catalogue.name)).toEqual(
      expect.arrayContaining([
        "/app/features/qr/qr-messages.ts: qrMessages",
        "/app/features/users/users-messages.ts: usersMessages",
        "/server/local-sign-in-messages.ts: localSignInMessages",
      ]),
    );
  });

  it("keep the back-office texts out of the core catalogue, which every page's script carries", () => {
    const backOffice = /^(admin|users|inventory|recipes|shoppingLists|vendors|eventsManager|siteSettings|login|pending|unauthorized|localSignIn)\./;
    expect(Object.keys(en).filter((key) => backOffice.test(key))).toEqual([]);
  });

  it.each(catalogues)("$name has a non-empty Turkish text for every English one, with the same placeholders", ({ messages }) => {
    expect(Object.keys(messages.tr).sort()).toEqual(Object.keys(messages.en).sort());
    for (const [key, english] of Object.entries(messages.en)) {
      const turkish = messages.tr[key] ?? "";
      expect(english.trim(), key).not.toBe("");
      expect(turkish.trim(), key).not.toBe("");
      expect(placeholders(turkish), key).toEqual(placeholders(english));
    }
  });

  it("give each key one home: no key is in two catalogues", () => {
    // A feature text wins over a core text of the same key, which would change a page unnoticed.
    const homes = new Map<string, string[]>();
    for (const { name, messages } of catalogues) {
      for (const key of Object.keys(messages.en)) homes.set(key, [...(homes.get(key) ?? []), name]);
    }
    const shared = [...homes].filter(([, names]) => names.length > 1);
    expect(shared).toEqual([]);
  });
});
