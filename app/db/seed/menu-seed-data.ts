/**
 * The starting menu written to the database by the seed step.
 * Prices are integer kuruş (1 ₺ = 100 kuruş). Names are unique per language
 * across the whole menu because they become URL slugs.
 */

export interface SeedMenuItem {
  name: { tr: string; en: string };
  /** A short note under the name: service time, slice count, tea brand, volume. */
  secondary?: { tr: string; en: string };
  description?: { tr: string; en: string };
  /** Integer kuruş: 1 lira = 100 kuruş; e.g. 185 ₺ is 18_500. */
  priceKurus: number;
}

export interface SeedMenuCategory {
  /** Kebab-case ASCII slug, e.g. "potato-bowls". */
  id: string;
  name: { tr: string; en: string };
  items: SeedMenuItem[];
}

export const menuSeed: SeedMenuCategory[] = [
  {
    id: "breakfast",
    name: { tr: "Kahvaltı", en: "Breakfast" },
    items: [
      {
        name: { tr: "Serpme Kahvaltı", en: "Turkish Breakfast Spread" },
        secondary: { tr: "2 kişilik", en: "For two" },
        description: {
          tr: "Peynir çeşitleri, zeytin, bal, kaymak, reçel, yumurta, çıtır patates ve sınırsız çay.",
          en: "Assorted cheeses, olives, honey, clotted cream, jam, eggs, crispy potatoes and bottomless tea.",
        },
        priceKurus: 145_000,
      },
      {
        name: { tr: "Menemen", en: "Menemen" },
        description: {
          tr: "Domates, biber ve yumurta, bakır sahanda.",
          en: "Tomatoes, peppers and eggs in a copper pan.",
        },
        priceKurus: 32_000,
      },
      {
        name: { tr: "Sucuklu Yumurta", en: "Eggs with Sucuk" },
        secondary: { tr: "Servis süresi 10 dk", en: "Served in 10 min" },
        priceKurus: 36_000,
      },
      {
        name: { tr: "Patatesli Omlet", en: "Potato Omelette" },
        description: {
          tr: "Tereyağında soteli patates ve taze otlarla.",
          en: "With butter-sautéed potatoes and fresh herbs.",
        },
        priceKurus: 34_000,
      },
      {
        name: { tr: "Rösti ve Poşe Yumurta", en: "Rösti with Poached Eggs" },
        secondary: { tr: "Servis süresi 15 dk", en: "Served in 15 min" },
        description: {
          tr: "Çıtır rösti üzerinde iki poşe yumurta, sarımsaklı yoğurt ve pul biberli tereyağı.",
          en: "Two poached eggs on a crisp rösti with garlic yoghurt and chilli butter.",
        },
        priceKurus: 42_000,
      },
      {
        name: { tr: "Simit Tabağı", en: "Simit Plate" },
        description: {
          tr: "Simit, beyaz peynir, domates ve salatalık.",
          en: "Simit, white cheese, tomato and cucumber.",
        },
        priceKurus: 26_000,
      },
      {
        name: { tr: "Pişi", en: "Pişi Fried Dough" },
        secondary: { tr: "4 adet", en: "4 pieces" },
        priceKurus: 22_000,
      },
      {
        name: { tr: "Bal ve Kaymak", en: "Honey and Clotted Cream" },
        priceKurus: 28_000,
      },
    ],
  },
  {
    id: "appetizers",
    name: { tr: "Başlangıçlar", en: "Appetizers" },
    items: [
      {
        name: { tr: "Patates Köftesi", en: "Potato Köfte" },
        secondary: { tr: "6 adet", en: "6 pieces" },
        description: {
          tr: "Dereotu ve taze soğanlı patates köftesi, sarımsaklı yoğurtla.",
          en: "Potato patties with dill and spring onion, served with garlic yoghurt.",
        },
        priceKurus: 24_000,
      },
      {
        name: { tr: "Çıtır Patates Kızartması", en: "Crispy Fries" },
        priceKurus: 16_000,
      },
      {
        name: { tr: "Trüflü Parmesanlı Patates", en: "Truffle Parmesan Fries" },
        description: {
          tr: "Trüf yağı, rendelenmiş parmesan ve maydanoz.",
          en: "Truffle oil, grated parmesan and parsley.",
        },
        priceKurus: 29_000,
      },
      {
        name: { tr: "Cheddarlı Jalapeñolu Patates", en: "Cheddar Jalapeño Fries" },
        priceKurus: 27_000,
      },
      {
        name: { tr: "Dolgulu Patates Kabuğu", en: "Loaded Potato Skins" },
        secondary: { tr: "4 adet", en: "4 pieces" },
        description: {
          tr: "Fırında patates kabukları; cheddar, füme dana, ekşi krema ve frenk soğanı.",
          en: "Baked potato skins with cheddar, smoked beef, sour cream and chives.",
        },
        priceKurus: 31_000,
      },
      {
        name: { tr: "Humus", en: "Hummus" },
        priceKurus: 21_000,
      },
      {
        name: { tr: "Haydari", en: "Haydari Yoghurt Dip" },
        description: {
          tr: "Süzme yoğurt, nane ve sarımsak.",
          en: "Strained yoghurt, mint and garlic.",
        },
        priceKurus: 18_000,
      },
      {
        name: { tr: "Sigara Böreği", en: "Cheese Cigar Rolls" },
        secondary: { tr: "5 adet", en: "5 pieces" },
        priceKurus: 22_000,
      },
    ],
  },
  {
    id: "desserts",
    name: { tr: "Tatlılar", en: "Desserts" },
    items: [
      {
        name: { tr: "San Sebastian Cheesecake", en: "San Sebastian Cheesecake" },
        description: {
          tr: "Yanık yüzeyli, kremamsı İspanyol usulü cheesecake.",
          en: "Creamy Basque-style cheesecake with a burnt top.",
        },
        priceKurus: 29_000,
      },
      {
        name: { tr: "Bütün Tatlı Patates Turtası", en: "Whole Sweet Potato Pie" },
        secondary: { tr: "8 dilim", en: "8 slices" },
        description: {
          tr: "Tarçın ve muskatlı tatlı patates dolgulu ev yapımı turta; bir gün önceden sipariş edilir.",
          en: "Homemade pie with a cinnamon and nutmeg sweet potato filling; order one day ahead.",
        },
        priceKurus: 98_000,
      },
      {
        name: { tr: "Fırın Sütlaç", en: "Baked Rice Pudding" },
        priceKurus: 19_000,
      },
      {
        name: { tr: "Künefe", en: "Künefe" },
        secondary: { tr: "Servis süresi 15 dk", en: "Served in 15 min" },
        description: {
          tr: "Hatay peyniriyle kadayıf, Antep fıstığıyla.",
          en: "Shredded pastry with Hatay cheese and pistachios.",
        },
        priceKurus: 34_000,
      },
      {
        name: { tr: "Çikolatalı Sufle", en: "Chocolate Soufflé" },
        secondary: { tr: "Servis süresi 20 dk", en: "Served in 20 min" },
        priceKurus: 26_000,
      },
      {
        name: { tr: "Maraş Dondurması", en: "Maraş Ice Cream" },
        secondary: { tr: "3 top", en: "3 scoops" },
        priceKurus: 18_000,
      },
    ],
  },
  {
    id: "potato-bowls",
    name: { tr: "Patates Kaseleri", en: "Potato Bowls" },
    items: [
      {
        name: { tr: "Klasik Kumpir", en: "Classic Kumpir" },
        description: {
          tr: "Tereyağı ve kaşarla ezilmiş fırın patates; mısır, bezelye, turşu, zeytin ve Rus salatası.",
          en: "Baked potato mashed with butter and kaşar, topped with corn, peas, pickles, olives and Russian salad.",
        },
        priceKurus: 29_000,
      },
      {
        name: { tr: "Sucuklu Kumpir", en: "Sucuk Kumpir" },
        description: {
          tr: "Klasik kumpir, ızgara kasap sucuğuyla.",
          en: "Our classic kumpir with grilled sucuk.",
        },
        priceKurus: 34_000,
      },
      {
        name: { tr: "Tavuklu Kumpir", en: "Chicken Kumpir" },
        priceKurus: 35_000,
      },
      {
        name: { tr: "Vegan Kumpir", en: "Vegan Kumpir" },
        description: {
          tr: "Zeytinyağlı patates, humus, közlenmiş sebzeler ve nar ekşisi.",
          en: "Olive-oil potato with hummus, roasted vegetables and pomegranate molasses.",
        },
        priceKurus: 30_000,
      },
      {
        name: { tr: "Trüflü Mantarlı Patates Kasesi", en: "Truffle Mushroom Potato Bowl" },
        description: {
          tr: "Kremalı patates püresi, soteli orman mantarları ve trüf yağı.",
          en: "Creamy mash with sautéed wild mushrooms and truffle oil.",
        },
        priceKurus: 39_000,
      },
      {
        name: { tr: "Kavurmalı Patates Kasesi", en: "Kavurma Potato Bowl" },
        secondary: { tr: "Servis süresi 20 dk", en: "Served in 20 min" },
        description: {
          tr: "Fırın patates üzerinde kendi yağında kavrulmuş dana eti ve közlenmiş biber; üzerine sahanda yumurta.",
          en: "Baked potato topped with slow-cooked beef kavurma, roasted peppers and a fried egg.",
        },
        priceKurus: 46_000,
      },
      {
        name: { tr: "Patates Graten", en: "Potato Gratin" },
        secondary: { tr: "Servis süresi 25 dk", en: "Served in 25 min" },
        description: {
          tr: "İnce dilim patates, krema ve gravyerle fırında.",
          en: "Thinly sliced potatoes baked with cream and gruyère.",
        },
        priceKurus: 33_000,
      },
      {
        name: { tr: "Füme Somonlu Rösti Kasesi", en: "Smoked Salmon Rösti Bowl" },
        description: {
          tr: "Çıtır rösti, füme somon, labne ve kapari.",
          en: "Crisp rösti with smoked salmon, labneh and capers.",
        },
        priceKurus: 48_000,
      },
      {
        name: { tr: "Köri Soslu Tatlı Patates Kasesi", en: "Sweet Potato Curry Bowl" },
        description: {
          tr: "Hindistan cevizi sütlü köri, nohut ve kinoa ile fırın tatlı patates.",
          en: "Roasted sweet potato with coconut curry, chickpeas and quinoa.",
        },
        priceKurus: 36_000,
      },
      {
        name: { tr: "Dört Peynirli Patates Kasesi", en: "Four-Cheese Potato Bowl" },
        priceKurus: 37_000,
      },
    ],
  },
  {
    id: "bowls",
    name: { tr: "Kaseler", en: "Bowls" },
    items: [
      {
        name: { tr: "Tavuklu Kinoa Kasesi", en: "Chicken Quinoa Bowl" },
        description: {
          tr: "Izgara tavuk, kinoa, avokado, edamame ve susamlı sos.",
          en: "Grilled chicken, quinoa, avocado, edamame and sesame dressing.",
        },
        priceKurus: 38_000,
      },
      {
        name: { tr: "Falafel Kasesi", en: "Falafel Bowl" },
        description: {
          tr: "Nohut falafel, bulgur pilavı, humus, turşu ve tahin sos.",
          en: "Chickpea falafel, bulgur pilaf, hummus, pickles and tahini sauce.",
        },
        priceKurus: 33_000,
      },
      {
        name: { tr: "Somonlu Poke", en: "Salmon Poke" },
        description: {
          tr: "Marine somon, suşi pirinci, mango ve wakame.",
          en: "Marinated salmon, sushi rice, mango and wakame.",
        },
        priceKurus: 52_000,
      },
      {
        name: { tr: "Bulgurlu Köfte Kasesi", en: "Meatball Bulgur Bowl" },
        priceKurus: 42_000,
      },
      {
        name: { tr: "Izgara Hellim Kasesi", en: "Grilled Halloumi Bowl" },
        priceKurus: 36_000,
      },
      {
        name: { tr: "Tofulu Teriyaki Kasesi", en: "Teriyaki Tofu Bowl" },
        description: {
          tr: "Teriyaki soslu tofu, yasemin pirinci ve brokoli.",
          en: "Teriyaki tofu with jasmine rice and broccoli.",
        },
        priceKurus: 34_000,
      },
    ],
  },
  {
    id: "salads",
    name: { tr: "Salatalar", en: "Salads" },
    items: [
      {
        name: { tr: "Çoban Salata", en: "Shepherd's Salad" },
        priceKurus: 18_000,
      },
      {
        name: { tr: "Gavurdağı Salatası", en: "Gavurdağı Salad" },
        description: {
          tr: "İnce kıyılmış domates, ceviz, nar ekşisi ve sumak.",
          en: "Finely chopped tomatoes with walnuts, pomegranate molasses and sumac.",
        },
        priceKurus: 24_000,
      },
      {
        name: { tr: "Hardallı Patates Salatası", en: "Mustard Potato Salad" },
        description: {
          tr: "Haşlanmış bebek patates, tane hardal, kornişon ve taze soğan.",
          en: "Boiled baby potatoes, wholegrain mustard, gherkins and spring onion.",
        },
        priceKurus: 22_000,
      },
      {
        name: { tr: "Sezar Salata", en: "Caesar Salad" },
        priceKurus: 32_000,
      },
      {
        name: { tr: "Keçi Peynirli Salata", en: "Goat Cheese Salad" },
        priceKurus: 34_000,
      },
      {
        name: { tr: "Ton Balıklı Niçoise", en: "Tuna Niçoise" },
        description: {
          tr: "Ton balığı, bebek patates, yeşil fasulye, yumurta ve zeytin.",
          en: "Tuna, baby potatoes, green beans, egg and olives.",
        },
        priceKurus: 39_000,
      },
    ],
  },
  {
    id: "tapas",
    name: { tr: "Tapaslar", en: "Tapas" },
    items: [
      {
        name: { tr: "Patatas Bravas", en: "Patatas Bravas" },
        description: {
          tr: "Çıtır patates küpleri, acı domates sosu ve aioli.",
          en: "Crispy potato cubes with spicy tomato sauce and aioli.",
        },
        priceKurus: 24_000,
      },
      {
        name: { tr: "Karides Güveç", en: "Shrimp Casserole" },
        secondary: { tr: "Servis süresi 15 dk", en: "Served in 15 min" },
        priceKurus: 44_000,
      },
      {
        name: { tr: "Kalamar Tava", en: "Fried Calamari" },
        priceKurus: 39_000,
      },
      {
        name: { tr: "Izgara Sucuk", en: "Grilled Sucuk" },
        priceKurus: 32_000,
      },
      {
        name: { tr: "Peynir Tabağı", en: "Cheese Board" },
        secondary: { tr: "2 kişilik", en: "For two" },
        description: {
          tr: "Ezine, tulum, eski kaşar ve kars gravyeri; bal ve cevizle.",
          en: "Ezine, tulum, aged kaşar and Kars gruyère with honey and walnuts.",
        },
        priceKurus: 58_000,
      },
      {
        name: { tr: "Mini Burger", en: "Sliders" },
        secondary: { tr: "3 adet", en: "3 pieces" },
        priceKurus: 42_000,
      },
      {
        name: { tr: "İspanyol Tortillası", en: "Spanish Tortilla" },
        description: {
          tr: "Patates ve soğanlı kalın İspanyol omleti.",
          en: "Thick Spanish omelette with potato and onion.",
        },
        priceKurus: 26_000,
      },
      {
        name: { tr: "Patates Kroket", en: "Potato Croquettes" },
        secondary: { tr: "6 adet", en: "6 pieces" },
        priceKurus: 23_000,
      },
    ],
  },
  {
    id: "wines",
    name: { tr: "Şaraplar", en: "Wines" },
    items: [
      {
        name: { tr: "Kavaklıdere Yakut (Kadeh)", en: "Kavaklıdere Yakut (Glass)" },
        secondary: { tr: "15 cl", en: "15 cl" },
        priceKurus: 32_000,
      },
      {
        name: { tr: "Kavaklıdere Yakut (Şişe)", en: "Kavaklıdere Yakut (Bottle)" },
        secondary: { tr: "75 cl", en: "75 cl" },
        description: {
          tr: "Öküzgözü, Boğazkere ve Carignan harmanı, meyveli bir kırmızı.",
          en: "A fruity red blend of Öküzgözü, Boğazkere and Carignan.",
        },
        priceKurus: 140_000,
      },
      {
        name: { tr: "Kavaklıdere Çankaya (Kadeh)", en: "Kavaklıdere Çankaya (Glass)" },
        secondary: { tr: "15 cl", en: "15 cl" },
        priceKurus: 30_000,
      },
      {
        name: { tr: "Doluca DLC Sauvignon Blanc (Kadeh)", en: "Doluca DLC Sauvignon Blanc (Glass)" },
        secondary: { tr: "15 cl", en: "15 cl" },
        priceKurus: 36_000,
      },
      {
        name: { tr: "Doluca DLC Sauvignon Blanc (Şişe)", en: "Doluca DLC Sauvignon Blanc (Bottle)" },
        secondary: { tr: "75 cl", en: "75 cl" },
        description: {
          tr: "Trakya'dan ferah, narenciye notalı beyaz şarap.",
          en: "A crisp Thracian white with citrus notes.",
        },
        priceKurus: 165_000,
      },
      {
        name: { tr: "Kayra Allure Roze (Şişe)", en: "Kayra Allure Rosé (Bottle)" },
        secondary: { tr: "75 cl", en: "75 cl" },
        priceKurus: 150_000,
      },
      {
        name: { tr: "Kayra Buzbağ Rezerv (Şişe)", en: "Kayra Buzbağ Reserve (Bottle)" },
        secondary: { tr: "75 cl", en: "75 cl" },
        description: {
          tr: "Elazığ Öküzgözü ve Diyarbakır Boğazkere üzümlerinden yıllandırılmış kırmızı.",
          en: "An aged red from Elazığ Öküzgözü and Diyarbakır Boğazkere grapes.",
        },
        priceKurus: 195_000,
      },
      {
        name: { tr: "Kayra Vintage Öküzgözü (Şişe)", en: "Kayra Vintage Öküzgözü (Bottle)" },
        secondary: { tr: "75 cl", en: "75 cl" },
        description: {
          tr: "Meşe fıçıda olgunlaştırılmış, kiraz ve baharat notalı tek bağ kırmızısı.",
          en: "A single-vineyard red matured in oak, with notes of cherry and spice.",
        },
        priceKurus: 295_000,
      },
    ],
  },
  {
    id: "hot-drinks",
    name: { tr: "Sıcak İçecekler", en: "Hot Drinks" },
    items: [
      {
        name: { tr: "Çay", en: "Turkish Tea" },
        secondary: { tr: "Çaykur Rize", en: "Çaykur Rize" },
        priceKurus: 6_000,
      },
      {
        name: { tr: "Demlik Çay", en: "Pot of Turkish Tea" },
        secondary: { tr: "4–5 bardak", en: "4–5 glasses" },
        priceKurus: 24_000,
      },
      {
        name: { tr: "Türk Kahvesi", en: "Turkish Coffee" },
        description: {
          tr: "Lokum ve bir bardak suyla.",
          en: "With Turkish delight and a glass of water.",
        },
        priceKurus: 14_000,
      },
      {
        name: { tr: "Espresso", en: "Espresso" },
        priceKurus: 12_000,
      },
      {
        name: { tr: "Americano", en: "Americano" },
        priceKurus: 15_000,
      },
      {
        name: { tr: "Latte", en: "Latte" },
        priceKurus: 17_000,
      },
      {
        name: { tr: "Salep", en: "Salep" },
        description: {
          tr: "Sıcak sütle hazırlanan salep, tarçınla.",
          en: "Warm milk thickened with orchid root, dusted with cinnamon.",
        },
        priceKurus: 18_000,
      },
      {
        name: { tr: "Bitki Çayı", en: "Herbal Tea" },
        description: {
          tr: "Ihlamur, adaçayı veya papatya.",
          en: "Linden, sage or chamomile.",
        },
        priceKurus: 12_000,
      },
    ],
  },
  {
    id: "cold-drinks",
    name: { tr: "Soğuk İçecekler", en: "Cold Drinks" },
    items: [
      {
        name: { tr: "Ayran", en: "Ayran" },
        description: {
          tr: "Köpüklü, ev yapımı yoğurt içeceği.",
          en: "Frothy homemade yoghurt drink.",
        },
        priceKurus: 7_500,
      },
      {
        name: { tr: "Şalgam", en: "Şalgam Juice" },
        secondary: { tr: "Acılı veya acısız", en: "Spicy or mild" },
        priceKurus: 8_000,
      },
      {
        name: { tr: "Ev Yapımı Limonata", en: "Homemade Lemonade" },
        description: {
          tr: "Taze sıkılmış limon ve nane.",
          en: "Freshly squeezed lemons and mint.",
        },
        priceKurus: 15_000,
      },
      {
        name: { tr: "Taze Portakal Suyu", en: "Fresh Orange Juice" },
        priceKurus: 16_000,
      },
      {
        name: { tr: "Su", en: "Still Water" },
        secondary: { tr: "50 cl", en: "50 cl" },
        priceKurus: 7_000,
      },
      {
        name: { tr: "Maden Suyu", en: "Sparkling Mineral Water" },
        secondary: { tr: "Beypazarı", en: "Beypazarı" },
        priceKurus: 8_000,
      },
      {
        name: { tr: "Kola", en: "Cola" },
        secondary: { tr: "33 cl", en: "33 cl" },
        priceKurus: 10_000,
      },
      {
        name: { tr: "Buzlu Latte", en: "Iced Latte" },
        priceKurus: 18_000,
      },
    ],
  },
  {
    id: "beers",
    name: { tr: "Biralar", en: "Beers" },
    items: [
      {
        name: { tr: "Efes Pilsen", en: "Efes Pilsen" },
        secondary: { tr: "33 cl", en: "33 cl" },
        priceKurus: 19_000,
      },
      {
        name: { tr: "Efes Fıçı", en: "Efes Draught" },
        secondary: { tr: "50 cl", en: "50 cl" },
        priceKurus: 24_000,
      },
      {
        name: { tr: "Bomonti Filtresiz", en: "Bomonti Unfiltered" },
        secondary: { tr: "50 cl", en: "50 cl" },
        description: {
          tr: "Bulanık, yumuşak içimli buğday birası.",
          en: "A hazy, smooth wheat beer.",
        },
        priceKurus: 26_000,
      },
      {
        name: { tr: "Tuborg Gold", en: "Tuborg Gold" },
        secondary: { tr: "33 cl", en: "33 cl" },
        priceKurus: 20_000,
      },
      {
        name: { tr: "Corona Extra", en: "Corona Extra" },
        secondary: { tr: "35,5 cl", en: "35.5 cl" },
        priceKurus: 28_000,
      },
      {
        name: { tr: "Guinness", en: "Guinness" },
        description: {
          tr: "Kremamsı köpüklü İrlanda stout birası.",
          en: "Irish stout with a creamy head.",
        },
        priceKurus: 34_000,
      },
    ],
  },
  {
    id: "whiskey",
    name: { tr: "Viskiler", en: "Whiskey" },
    items: [
      {
        name: { tr: "Jameson", en: "Jameson" },
        description: {
          tr: "Yumuşak içimli, üç kez damıtılmış İrlanda viskisi.",
          en: "Smooth, triple-distilled Irish whiskey.",
        },
        priceKurus: 42_000,
      },
      {
        name: { tr: "Johnnie Walker Black Label", en: "Johnnie Walker Black Label" },
        priceKurus: 52_000,
      },
      {
        name: { tr: "Jack Daniel's", en: "Jack Daniel's" },
        priceKurus: 46_000,
      },
      {
        name: { tr: "Glenfiddich 12", en: "Glenfiddich 12" },
        description: {
          tr: "Armut ve meşe notalı Speyside single malt.",
          en: "Speyside single malt with notes of pear and oak.",
        },
        priceKurus: 65_000,
      },
      {
        name: { tr: "Macallan 12 Double Cask", en: "Macallan 12 Double Cask" },
        description: {
          tr: "Amerikan ve Avrupa meşesi şeri fıçılarında olgunlaşmış single malt.",
          en: "Single malt matured in American and European oak sherry casks.",
        },
        priceKurus: 98_000,
      },
      {
        name: { tr: "Lagavulin 16", en: "Lagavulin 16" },
        description: {
          tr: "Islay'dan yoğun isli bir single malt.",
          en: "A deeply smoky Islay single malt.",
        },
        priceKurus: 120_000,
      },
    ],
  },
  {
    id: "liqueurs",
    name: { tr: "Likörler", en: "Liqueurs" },
    items: [
      {
        name: { tr: "Baileys", en: "Baileys" },
        priceKurus: 32_000,
      },
      {
        name: { tr: "Jägermeister", en: "Jägermeister" },
        priceKurus: 30_000,
      },
      {
        name: { tr: "Limoncello", en: "Limoncello" },
        description: {
          tr: "Buz gibi servis edilen İtalyan limon likörü.",
          en: "Italian lemon liqueur, served ice-cold.",
        },
        priceKurus: 28_000,
      },
      {
        name: { tr: "Disaronno", en: "Disaronno" },
        priceKurus: 32_000,
      },
      {
        name: { tr: "Kahlúa", en: "Kahlúa" },
        priceKurus: 28_000,
      },
    ],
  },
  {
    id: "cocktails",
    name: { tr: "Kokteyller", en: "Cocktails" },
    items: [
      {
        name: { tr: "Negroni", en: "Negroni" },
        description: {
          tr: "Cin, Campari ve kırmızı vermut, portakal kabuğuyla.",
          en: "Gin, Campari and red vermouth with an orange twist.",
        },
        priceKurus: 52_000,
      },
      {
        name: { tr: "Espresso Martini", en: "Espresso Martini" },
        description: {
          tr: "Votka, taze espresso ve kahve likörü.",
          en: "Vodka, fresh espresso and coffee liqueur.",
        },
        priceKurus: 55_000,
      },
      {
        name: { tr: "Moscow Mule", en: "Moscow Mule" },
        priceKurus: 50_000,
      },
      {
        name: { tr: "Mojito", en: "Mojito" },
        description: {
          tr: "Beyaz rom, taze nane, lime ve soda.",
          en: "White rum, fresh mint, lime and soda.",
        },
        priceKurus: 48_000,
      },
      {
        name: { tr: "Margarita", en: "Margarita" },
        priceKurus: 50_000,
      },
      {
        name: { tr: "Old Fashioned", en: "Old Fashioned" },
        description: {
          tr: "Bourbon, şeker ve bitter, büyük bir buz küpü üzerinde.",
          en: "Bourbon, sugar and bitters over a single large ice cube.",
        },
        priceKurus: 58_000,
      },
      {
        name: { tr: "Rakı Sour", en: "Rakı Sour" },
        description: {
          tr: "Rakı, limon, şeker şurubu ve yumurta akı; evin imza kokteyli.",
          en: "Rakı, lemon, sugar syrup and egg white; our signature cocktail.",
        },
        priceKurus: 52_000,
      },
    ],
  },
  {
    id: "spritz",
    name: { tr: "Spritz", en: "Spritz" },
    items: [
      {
        name: { tr: "Aperol Spritz", en: "Aperol Spritz" },
        priceKurus: 48_000,
      },
      {
        name: { tr: "Campari Spritz", en: "Campari Spritz" },
        priceKurus: 48_000,
      },
      {
        name: { tr: "Hugo Spritz", en: "Hugo Spritz" },
        description: {
          tr: "Mürver çiçeği şurubu, prosecco, taze nane ve lime.",
          en: "Elderflower syrup, prosecco, fresh mint and lime.",
        },
        priceKurus: 48_000,
      },
      {
        name: { tr: "Limoncello Spritz", en: "Limoncello Spritz" },
        description: {
          tr: "Limoncello, prosecco, soda ve taze fesleğen.",
          en: "Limoncello, prosecco, soda and fresh basil.",
        },
        priceKurus: 50_000,
      },
    ],
  },
];
