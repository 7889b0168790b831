import { describe, expect, it } from "vitest";
import { menuList, type PublicMenuCategory } from "~/features/menu/menu";
import { defaultSiteSettings } from "~/features/site/site-settings";
import { menuPageJsonLd, menuPageJsonLdText, schemaOrgPrice } from "./menu-json-ld";
import { restaurantJsonLd } from "./restaurant-json-ld";
import { serializeJsonLd } from "./serialize-json-ld";

const ORIGIN = "https://patates.example.com";

const categories: PublicMenuCategory[] = [
  {
    id: "potatoes",
    name: { tr: "Patatesler", en: "Potatoes" },
    items: [
      {
        id: "1",
        name: { tr: "Kumpir Özel", en: "Special Kumpir" },
        secondary: null,
        description: { tr: "Tereyağı ve kaşar ile", en: "With butter and kashar" },
        priceKurus: 18_500,
        image: null,
      },
      { id: "2", name: { tr: "Rösti", en: "Rösti" }, secondary: null, description: null, priceKurus: 12_050, image: null },
    ],
  },
  {
    id: "hot-drinks",
    name: { tr: "Sıcak İçecekler", en: "Hot Drinks" },
    items: [{ id: "3", name: { tr: "Çay", en: "Turkish Tea" }, secondary: null, description: { tr: "İnce belli bardakta" }, priceKurus: 6_000, image: null }],
  },
];

const english = menuPageJsonLd({ settings: defaultSiteSettings, categories: menuList(categories, "en"), language: "en", origin: ORIGIN });
const turkish = menuPageJsonLd({ settings: defaultSiteSettings, categories: menuList(categories, "tr"), language: "tr", origin: ORIGIN });

describe("schemaOrgPrice", () => {
  it("writes kuruş as lira with exactly two decimals", () => {
    expect(schemaOrgPrice(18_500)).toBe("185.00");
    expect(schemaOrgPrice(1_250)).toBe("12.50");
    expect(schemaOrgPrice(1_005)).toBe("10.05");
    expect(schemaOrgPrice(5)).toBe("0.05");
    expect(schemaOrgPrice(0)).toBe("0.00");
    expect(schemaOrgPrice(1_000_000_000)).toBe("10000000.00");
  });

  it("is exact where floating point is not", () => {
    // 0.1 + 0.2 lira and 1.005 lira are the classic binary-fraction traps.
    expect(schemaOrgPrice(30)).toBe("0.30");
    expect(schemaOrgPrice(100_005)).toBe("1000.05");
    expect(schemaOrgPrice(Number.MAX_SAFE_INTEGER)).toBe("90071992547409.91");
  });

  it("refuses anything that is not a whole, non-negative number of kuruş", () => {
    expect(() => schemaOrgPrice(18.5)).toThrow(RangeError);
    expect(() => schemaOrgPrice(-100)).toThrow(RangeError);
    expect(() => schemaOrgPrice(Number.NaN)).toThrow(RangeError);
    expect(() => schemaOrgPrice(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
  });
});

describe("menuPageJsonLd", () => {
  it("is the restaurant of the home page, with its menu's sections added", () => {
    const { hasMenu, ...restaurant } = english;
    const { hasMenuSection, ...reference } = hasMenu;
    const home = restaurantJsonLd({ settings: defaultSiteSettings, language: "en", origin: ORIGIN });
    expect({ ...restaurant, hasMenu: reference }).toEqual(home);
    expect(hasMenuSection).toHaveLength(2);
  });

  it("speaks the page's language", () => {
    expect(english.hasMenu.hasMenuSection.map((section) => section.name)).toEqual(["Potatoes", "Hot Drinks"]);
    expect(turkish.hasMenu.hasMenuSection.map((section) => section.name)).toEqual(["Patatesler", "Sıcak İçecekler"]);
    expect(turkish.hasMenu.hasMenuSection[0]?.hasMenuItem[0]).toMatchObject({ name: "Kumpir Özel", description: "Tereyağı ve kaşar ile" });
  });

  it("lists one menu section per category and one item per menu item, in order, with exact prices in lira", () => {
    expect(english.hasMenu).toMatchObject({ "@type": "Menu", url: `${ORIGIN}/menu?lang=en` });
    expect(english.hasMenu.hasMenuSection).toEqual([
      {
        "@type": "MenuSection",
        name: "Potatoes",
        hasMenuItem: [
          {
            "@type": "MenuItem",
            name: "Special Kumpir",
            description: "With butter and kashar",
            url: `${ORIGIN}/menu/special-kumpir?lang=en`,
            offers: { "@type": "Offer", price: "185.00", priceCurrency: "TRY" },
          },
          {
            "@type": "MenuItem",
            name: "Rösti",
            url: `${ORIGIN}/menu/rosti?lang=en`,
            offers: { "@type": "Offer", price: "120.50", priceCurrency: "TRY" },
          },
        ],
      },
      {
        "@type": "MenuSection",
        name: "Hot Drinks",
        hasMenuItem: [
          {
            "@type": "MenuItem",
            name: "Turkish Tea",
            // No English description: the Turkish one, as everywhere else on the site.
            description: "İnce belli bardakta",
            url: `${ORIGIN}/menu/turkish-tea?lang=en`,
            offers: { "@type": "Offer", price: "60.00", priceCurrency: "TRY" },
          },
        ],
      },
    ]);
  });

  it("carries a proven diet as suitableForDiet and the allergens in the description, Turkish names first; nothing for what is not known", () => {
    const declared: PublicMenuCategory[] = [
      {
        ...categories[0]!,
        items: [
          { ...categories[0]!.items[0]!, allergens: { contains: ["milk"], mayContain: ["nuts"], vegetarian: true, vegan: false, incomplete: false } },
          { ...categories[0]!.items[1]!, allergens: { contains: [], mayContain: [], vegetarian: true, vegan: true, incomplete: false } },
        ],
      },
    ];
    const [kumpir, rosti] = menuPageJsonLd({ settings: defaultSiteSettings, categories: menuList(declared, "en"), language: "en", origin: ORIGIN }).hasMenu.hasMenuSection[0]!.hasMenuItem;
    expect(kumpir).toMatchObject({ description: "With butter and kashar. Contains: Süt / Milk. May contain: Sert kabuklu meyveler / Tree nuts.", suitableForDiet: ["https://schema.org/VegetarianDiet"] });
    expect(rosti).toMatchObject({ suitableForDiet: ["https://schema.org/VeganDiet", "https://schema.org/VegetarianDiet"] });
    expect(rosti).not.toHaveProperty("description");
    const turkishKumpir = menuPageJsonLd({ settings: defaultSiteSettings, categories: menuList(declared, "tr"), language: "tr", origin: ORIGIN }).hasMenu.hasMenuSection[0]!.hasMenuItem[0];
    expect(turkishKumpir?.description).toBe("Tereyağı ve kaşar ile. İçerir: Süt. İçerebilir: Sert kabuklu meyveler.");
    expect(english.hasMenu.hasMenuSection[0]!.hasMenuItem[0]).not.toHaveProperty("suitableForDiet");
  });

  it("says a dish's list is incomplete where something is not known, as its page does, and claims nothing of a dish of which nothing is known", () => {
    const declared: PublicMenuCategory[] = [
      {
        ...categories[0]!,
        items: [
          { ...categories[0]!.items[0]!, allergens: { contains: ["milk"], mayContain: [], vegetarian: false, vegan: false, incomplete: true } },
          { ...categories[0]!.items[1]!, allergens: { contains: [], mayContain: [], vegetarian: false, vegan: false, incomplete: true } },
        ],
      },
    ];
    const [kumpir, rosti] = menuPageJsonLd({ settings: defaultSiteSettings, categories: menuList(declared, "en"), language: "en", origin: ORIGIN }).hasMenu.hasMenuSection[0]!.hasMenuItem;
    expect(kumpir?.description).toBe("With butter and kashar. Contains: Süt / Milk. Allergen information incomplete — please ask our staff.");
    expect(rosti).not.toHaveProperty("description");
  });

  it("links each item at its slug in the page's language", () => {
    expect(turkish.hasMenu.hasMenuSection[1]?.hasMenuItem[0]?.url).toBe(`${ORIGIN}/menu/cay?lang=tr`);
  });

  it("offers a dish sold out today or until further notice as OutOfStock, and says nothing of availability for a dish on sale", () => {
    const kinds = { "2": "tonight", "3": "until_further_notice" } as const;
    const soldOut = categories.map((category) => ({ ...category, items: category.items.map((item) => ({ ...item, soldOut: kinds[item.id as keyof typeof kinds] ?? null })) }));
    const ld = menuPageJsonLd({ settings: defaultSiteSettings, categories: menuList(soldOut, "tr"), language: "tr", origin: ORIGIN });
    const [kumpir, rosti] = ld.hasMenu.hasMenuSection[0]!.hasMenuItem;
    expect(rosti?.offers).toEqual({ "@type": "Offer", price: "120.50", priceCurrency: "TRY", availability: "https://schema.org/OutOfStock" });
    expect(ld.hasMenu.hasMenuSection[1]!.hasMenuItem[0]?.offers).toEqual({ "@type": "Offer", price: "60.00", priceCurrency: "TRY", availability: "https://schema.org/OutOfStock" });
    expect(kumpir?.offers).not.toHaveProperty("availability");
  });

  it("has an empty menu when there are no categories", () => {
    const empty = menuPageJsonLd({ settings: defaultSiteSettings, categories: [], language: "en", origin: ORIGIN });
    expect(empty.hasMenu.hasMenuSection).toEqual([]);
  });

  it("survives the trip through the script element unchanged", () => {
    const hostile: PublicMenuCategory[] = [
      { id: "x", name: { tr: "</script><b>", en: "</script><b>" }, items: [{ ...categories[0]!.items[1]!, description: { en: "<!-- & -->" } }] },
    ];
    const data = menuPageJsonLd({ settings: defaultSiteSettings, categories: menuList(hostile, "en"), language: "en", origin: ORIGIN });
    const text = serializeJsonLd(data);
    expect(text).not.toContain("</script");
    expect(JSON.parse(text)).toEqual(data);
  });

  it("keeps its script text with the menu list, and follows a change of language, origin or settings", () => {
    const list = menuList(categories, "en");
    const input = { settings: defaultSiteSettings, categories: list, language: "en" as const, origin: ORIGIN };
    const text = menuPageJsonLdText(input);
    expect(JSON.parse(text)).toEqual(menuPageJsonLd(input));
    expect(menuPageJsonLdText({ ...input, settings: { ...defaultSiteSettings } })).toBe(text);

    const renamed = menuPageJsonLdText({ ...input, settings: { ...defaultSiteSettings, restaurantName: "Patates Moda" } });
    expect(JSON.parse(renamed).name).toBe("Patates Moda");
    expect(JSON.parse(menuPageJsonLdText({ ...input, origin: "https://example.org" }))["@id"]).toBe("https://example.org/#restaurant");
    expect(JSON.parse(menuPageJsonLdText({ ...input, language: "tr" })).hasMenu.inLanguage).toBe("tr");
  });
});
