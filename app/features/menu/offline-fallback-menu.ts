import type { PublicMenuCategory } from "./menu";

/**
 * The built-in menu shown when the live menu in the database cannot be read.
 * It is a small copy of the core menu, kept short on purpose: enough for a
 * visitor to see what the kitchen and bar offer until the real menu is back.
 * Prices are integer kuruş (1 ₺ = 100 kuruş).
 */
export const offlineFallbackMenu: PublicMenuCategory[] = [
  {
    id: "offline-breakfast",
    name: { tr: "Kahvaltı", en: "Breakfast" },
    items: [
      {
        id: "offline-1",
        name: { tr: "Serpme Kahvaltı", en: "Turkish Breakfast Spread" },
        secondary: { tr: "2 kişilik", en: "For two" },
        description: {
          tr: "Peynir çeşitleri, zeytin, bal, kaymak, reçel, yumurta, çıtır patates ve sınırsız çay.",
          en: "Assorted cheeses, olives, honey, clotted cream, jam, eggs, crispy potatoes and bottomless tea.",
        },
        priceKurus: 145_000,
        image: null,
      },
      {
        id: "offline-2",
        name: { tr: "Menemen", en: "Menemen" },
        secondary: null,
        description: {
          tr: "Domates, biber ve yumurta, bakır sahanda.",
          en: "Tomatoes, peppers and eggs in a copper pan.",
        },
        priceKurus: 32_000,
        image: null,
      },
    ],
  },
  {
    id: "offline-appetizers",
    name: { tr: "Başlangıçlar", en: "Appetizers" },
    items: [
      {
        id: "offline-3",
        name: { tr: "Patates Köftesi", en: "Potato Köfte" },
        secondary: { tr: "6 adet", en: "6 pieces" },
        description: {
          tr: "Dereotu ve taze soğanlı patates köftesi, sarımsaklı yoğurtla.",
          en: "Potato patties with dill and spring onion, served with garlic yoghurt.",
        },
        priceKurus: 24_000,
        image: null,
      },
      {
        id: "offline-4",
        name: { tr: "Çıtır Patates Kızartması", en: "Crispy Fries" },
        secondary: null,
        description: null,
        priceKurus: 16_000,
        image: null,
      },
    ],
  },
  {
    id: "offline-desserts",
    name: { tr: "Tatlılar", en: "Desserts" },
    items: [
      {
        id: "offline-5",
        name: { tr: "San Sebastian Cheesecake", en: "San Sebastian Cheesecake" },
        secondary: null,
        description: {
          tr: "Yanık yüzeyli, kremamsı İspanyol usulü cheesecake.",
          en: "Creamy Basque-style cheesecake with a burnt top.",
        },
        priceKurus: 29_000,
        image: null,
      },
      {
        id: "offline-6",
        name: { tr: "Fırın Sütlaç", en: "Baked Rice Pudding" },
        secondary: null,
        description: null,
        priceKurus: 19_000,
        image: null,
      },
    ],
  },
  {
    id: "offline-hot-beverages",
    name: { tr: "Sıcak İçecekler", en: "Hot Beverages" },
    items: [
      {
        id: "offline-7",
        name: { tr: "Çay", en: "Turkish Tea" },
        secondary: { tr: "Çaykur Rize", en: "Çaykur Rize" },
        description: null,
        priceKurus: 6_000,
        image: null,
      },
      {
        id: "offline-8",
        name: { tr: "Türk Kahvesi", en: "Turkish Coffee" },
        secondary: null,
        description: {
          tr: "Lokum ve bir bardak suyla.",
          en: "With Turkish delight and a glass of water.",
        },
        priceKurus: 14_000,
        image: null,
      },
      {
        id: "offline-9",
        name: { tr: "Latte", en: "Latte" },
        secondary: null,
        description: null,
        priceKurus: 17_000,
        image: null,
      },
    ],
  },
  {
    id: "offline-cold-beverages",
    name: { tr: "Soğuk İçecekler", en: "Cold Beverages" },
    items: [
      {
        id: "offline-10",
        name: { tr: "Ayran", en: "Ayran" },
        secondary: null,
        description: {
          tr: "Köpüklü, ev yapımı yoğurt içeceği.",
          en: "Frothy homemade yoghurt drink.",
        },
        priceKurus: 7_500,
        image: null,
      },
      {
        id: "offline-11",
        name: { tr: "Ev Yapımı Limonata", en: "Homemade Lemonade" },
        secondary: null,
        description: {
          tr: "Taze sıkılmış limon ve nane.",
          en: "Freshly squeezed lemons and mint.",
        },
        priceKurus: 15_000,
        image: null,
      },
    ],
  },
  {
    id: "offline-beer-33cl",
    name: { tr: "Bira 33 cl", en: "Beer 33 cl" },
    items: [
      {
        id: "offline-12",
        name: { tr: "Efes Pilsen", en: "Efes Pilsen" },
        secondary: { tr: "33 cl", en: "33 cl" },
        description: null,
        priceKurus: 19_000,
        image: null,
      },
      {
        id: "offline-13",
        name: { tr: "Tuborg Gold", en: "Tuborg Gold" },
        secondary: { tr: "33 cl", en: "33 cl" },
        description: null,
        priceKurus: 20_000,
        image: null,
      },
    ],
  },
  {
    id: "offline-potato-bowls",
    name: { tr: "Patates Kaseleri", en: "Potato Bowls" },
    items: [
      {
        id: "offline-14",
        name: { tr: "Klasik Kumpir", en: "Classic Kumpir" },
        secondary: null,
        description: {
          tr: "Tereyağı ve kaşarla ezilmiş fırın patates; mısır, bezelye, turşu, zeytin ve Rus salatası.",
          en: "Baked potato mashed with butter and kaşar, topped with corn, peas, pickles, olives and Russian salad.",
        },
        priceKurus: 29_000,
        image: null,
      },
      {
        id: "offline-15",
        name: { tr: "Patates Graten", en: "Potato Gratin" },
        secondary: { tr: "Servis süresi 25 dk", en: "Served in 25 min" },
        description: {
          tr: "İnce dilim patates, krema ve gravyerle fırında.",
          en: "Thinly sliced potatoes baked with cream and gruyère.",
        },
        priceKurus: 33_000,
        image: null,
      },
    ],
  },
  {
    id: "offline-wine",
    name: { tr: "Şarap", en: "Wine" },
    items: [
      {
        id: "offline-16",
        name: { tr: "Kavaklıdere Yakut (Kadeh)", en: "Kavaklıdere Yakut (Glass)" },
        secondary: { tr: "15 cl", en: "15 cl" },
        description: null,
        priceKurus: 32_000,
        image: null,
      },
      {
        id: "offline-17",
        name: { tr: "Kavaklıdere Yakut (Şişe)", en: "Kavaklıdere Yakut (Bottle)" },
        secondary: { tr: "75 cl", en: "75 cl" },
        description: {
          tr: "Öküzgözü, Boğazkere ve Carignan harmanı, meyveli bir kırmızı.",
          en: "A fruity red blend of Öküzgözü, Boğazkere and Carignan.",
        },
        priceKurus: 140_000,
        image: null,
      },
    ],
  },
];
