import { describe, expect, it } from "vitest";
import { menuList, type PublicMenuCategory } from "~/features/menu/menu";
import { defaultSiteSettings, type SiteSettings } from "~/features/site/site-settings";
import { openingHoursSpecification, restaurantJsonLd, restaurantJsonLdText, schemaOrgPrice } from "./restaurant-json-ld";
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

const english = restaurantJsonLd({ settings: defaultSiteSettings, categories: menuList(categories, "en"), language: "en", origin: ORIGIN });
const turkish = restaurantJsonLd({ settings: defaultSiteSettings, categories: menuList(categories, "tr"), language: "tr", origin: ORIGIN });

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

describe("openingHoursSpecification", () => {
  const week = defaultSiteSettings.openingHours;

  it("keeps an interval past midnight on the day it opens, closing before it opens, as Google reads late hours", () => {
    const specification = openingHoursSpecification({ ...week, friday: { opens: "11:00", closes: "01:30" }, saturday: null });
    expect(specification.find((line) => line.dayOfWeek.includes("Friday"))).toEqual({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Friday"],
      opens: "11:00",
      closes: "01:30",
    });
    // Not split into Friday 11:00–23:59 and Saturday 00:00–01:30: Saturday is closed, and says so.
    expect(specification.filter((line) => line.dayOfWeek.includes("Saturday"))).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "00:00", closes: "00:00" },
    ]);
  });

  it("gathers the days with the same hours, wherever they are in the week, and names every day once", () => {
    const specification = openingHoursSpecification({ ...week, monday: null, wednesday: null, sunday: { opens: "11:00", closes: "01:30" } });
    expect(specification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Wednesday"], opens: "00:00", closes: "00:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Tuesday", "Thursday"], opens: "11:00", closes: "00:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Friday", "Saturday", "Sunday"], opens: "11:00", closes: "01:30" },
    ]);
    expect(specification.flatMap((line) => line.dayOfWeek).sort()).toEqual(["Friday", "Monday", "Saturday", "Sunday", "Thursday", "Tuesday", "Wednesday"]);
  });

  it("writes a day open around the clock as Google asks, 00:00 to 23:59", () => {
    expect(openingHoursSpecification({ ...week, sunday: { opens: "00:00", closes: "23:59" } }).at(-1)).toEqual({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Sunday"],
      opens: "00:00",
      closes: "23:59",
    });
  });
});

describe("restaurantJsonLd", () => {
  it("describes the restaurant", () => {
    expect(english).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Restaurant",
      "@id": `${ORIGIN}/#restaurant`,
      name: "Patates İstanbul",
      url: `${ORIGIN}/?lang=en`,
      image: `${ORIGIN}/images/restaurant.svg`,
      telephone: "+902165550123",
      email: "merhaba@patates.istanbul",
      sameAs: ["https://www.instagram.com/patates.istanbul/"],
      address: {
        "@type": "PostalAddress",
        streetAddress: "Caferağa Mah. Moda Cad. No: 12, 34710 Kadıköy/İstanbul",
        addressLocality: "İstanbul",
        addressCountry: "TR",
      },
    });
    expect(english.servesCuisine.length).toBeGreaterThan(0);
  });

  it("speaks the page's language", () => {
    expect(english.description).toBe("A potato kitchen in Istanbul: kumpir, rösti, gratins and bowls, with drinks to match.");
    expect(turkish.description).toBe("İstanbul'da bir patates mutfağı: kumpir, rösti, graten ve kaseler, yanında uygun içecekler.");
    expect(turkish.url).toBe(`${ORIGIN}/?lang=tr`);
    expect(turkish.servesCuisine).not.toEqual(english.servesCuisine);
    expect([english.hasMenu.name, turkish.hasMenu.name]).toEqual(["Menu", "Menü"]);
    expect([english.hasMenu.inLanguage, turkish.hasMenu.inLanguage]).toEqual(["en", "tr"]);
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
    const [kumpir, rosti] = restaurantJsonLd({ settings: defaultSiteSettings, categories: menuList(declared, "en"), language: "en", origin: ORIGIN }).hasMenu.hasMenuSection[0]!.hasMenuItem;
    expect(kumpir).toMatchObject({ description: "With butter and kashar Contains: Süt / Milk. May contain: Sert kabuklu meyveler / Tree nuts.", suitableForDiet: ["https://schema.org/VegetarianDiet"] });
    expect(rosti).toMatchObject({ suitableForDiet: ["https://schema.org/VeganDiet", "https://schema.org/VegetarianDiet"] });
    expect(rosti).not.toHaveProperty("description");
    const turkishKumpir = restaurantJsonLd({ settings: defaultSiteSettings, categories: menuList(declared, "tr"), language: "tr", origin: ORIGIN }).hasMenu.hasMenuSection[0]!.hasMenuItem[0];
    expect(turkishKumpir?.description).toBe("Tereyağı ve kaşar ile İçerir: Süt. İçerebilir: Sert kabuklu meyveler.");
    expect(english.hasMenu.hasMenuSection[0]!.hasMenuItem[0]).not.toHaveProperty("suitableForDiet");
  });

  it("links each item at its slug in the page's language", () => {
    expect(turkish.hasMenu.hasMenuSection[1]?.hasMenuItem[0]?.url).toBe(`${ORIGIN}/menu/cay?lang=tr`);
  });

  it("offers a dish sold out today as OutOfStock, and says nothing of availability for a dish on sale", () => {
    const soldOut = categories.map((category) => ({ ...category, items: category.items.map((item) => ({ ...item, soldOut: item.id === "2" })) }));
    const ld = restaurantJsonLd({ settings: defaultSiteSettings, categories: menuList(soldOut, "tr"), language: "tr", origin: ORIGIN });
    const [kumpir, rosti] = ld.hasMenu.hasMenuSection[0]!.hasMenuItem;
    expect(rosti?.offers).toEqual({ "@type": "Offer", price: "120.50", priceCurrency: "TRY", availability: "https://schema.org/OutOfStock" });
    expect(kumpir?.offers).not.toHaveProperty("availability");
  });

  it("has an empty menu when there are no categories", () => {
    const empty = restaurantJsonLd({ settings: defaultSiteSettings, categories: [], language: "en", origin: ORIGIN });
    expect(empty.hasMenu.hasMenuSection).toEqual([]);
  });

  it("turns the brief's hours into day groups, midnight as 00:00 and after midnight as it is", () => {
    expect(english.openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Sunday"], opens: "11:00", closes: "00:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Friday", "Saturday"], opens: "11:00", closes: "01:30" },
    ]);
  });

  it("follows the settings an admin changed", () => {
    const settings: SiteSettings = {
      ...defaultSiteSettings,
      restaurantName: "Patates Moda",
      address: "Moda Cad. No: 1",
      phones: ["+90 216 000 00 00", "+90 532 000 00 00"],
      email: "moda@patates.example.com",
      instagramHandle: "patates.moda",
      openingHours: { ...defaultSiteSettings.openingHours, friday: { opens: "12:00", closes: "02:15" }, sunday: { opens: "09:30", closes: "22:00" } },
    };
    const data = restaurantJsonLd({ settings, categories: menuList(categories, "en"), language: "en", origin: ORIGIN });
    expect(data).toMatchObject({
      name: "Patates Moda",
      telephone: "+90 216 000 00 00",
      email: "moda@patates.example.com",
      sameAs: ["https://www.instagram.com/patates.moda/"],
      address: { streetAddress: "Moda Cad. No: 1" },
      openingHoursSpecification: [
        { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday"], opens: "11:00", closes: "00:00" },
        { "@type": "OpeningHoursSpecification", dayOfWeek: ["Friday"], opens: "12:00", closes: "02:15" },
        { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "11:00", closes: "01:30" },
        { "@type": "OpeningHoursSpecification", dayOfWeek: ["Sunday"], opens: "09:30", closes: "22:00" },
      ],
    });
  });

  it("survives the trip through the script element unchanged", () => {
    const hostile: PublicMenuCategory[] = [
      { id: "x", name: { tr: "</script><b>", en: "</script><b>" }, items: [{ ...categories[0]!.items[1]!, description: { en: "<!-- & -->" } }] },
    ];
    const data = restaurantJsonLd({ settings: defaultSiteSettings, categories: menuList(hostile, "en"), language: "en", origin: ORIGIN });
    const text = serializeJsonLd(data);
    expect(text).not.toContain("</script");
    expect(JSON.parse(text)).toEqual(data);
  });

  it("keeps its script text with the menu list, and follows a change of language, origin or settings", () => {
    const list = menuList(categories, "en");
    const input = { settings: defaultSiteSettings, categories: list, language: "en" as const, origin: ORIGIN };
    const text = restaurantJsonLdText(input);
    expect(JSON.parse(text)).toEqual(restaurantJsonLd(input));
    expect(restaurantJsonLdText({ ...input, settings: { ...defaultSiteSettings } })).toBe(text);

    const renamed = restaurantJsonLdText({ ...input, settings: { ...defaultSiteSettings, restaurantName: "Patates Moda" } });
    expect(JSON.parse(renamed).name).toBe("Patates Moda");
    expect(JSON.parse(restaurantJsonLdText({ ...input, origin: "https://example.org" }))["@id"]).toBe("https://example.org/#restaurant");
    expect(JSON.parse(restaurantJsonLdText({ ...input, language: "tr" })).hasMenu.inLanguage).toBe("tr");
  });
});
