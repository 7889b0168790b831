import { randomUUID } from "node:crypto";
import type { Insertable } from "kysely";
import type { AppDatabase } from "../../app/db/connection.server";
import type { InventoryCategory, InventoryItemTable } from "../../app/db/schema";
import { importKey } from "../../app/features/inventory/inventory-csv";
import type { InventoryItemInput, InventoryUnit } from "../../app/features/inventory/inventory";
import { seededRandom } from "./seeded-random";

/** Products a Turkish restaurant buys: name, unit, category, and a plausible price range in lira. */
const PRODUCTS: readonly [string, InventoryUnit, InventoryCategory, number, number][] = [
  ["Domates", "kg", "food", 20, 60],
  ["Salatalık", "kg", "food", 15, 45],
  ["Soğan", "kg", "food", 10, 30],
  ["Sarımsak", "kg", "food", 80, 200],
  ["Patates", "kg", "food", 12, 35],
  ["Patlıcan", "kg", "food", 25, 70],
  ["Kabak", "kg", "food", 20, 55],
  ["Sivri biber", "kg", "food", 30, 90],
  ["Maydanoz", "piece", "food", 5, 15],
  ["Dereotu", "piece", "food", 5, 15],
  ["Nane", "piece", "food", 5, 15],
  ["Limon", "kg", "food", 20, 60],
  ["Kuzu kuşbaşı", "kg", "food", 450, 800],
  ["Dana kıyma", "kg", "food", 400, 700],
  ["Tavuk göğsü", "kg", "food", 150, 260],
  ["Hamsi", "kg", "food", 120, 300],
  ["Levrek", "kg", "food", 250, 450],
  ["Sucuk", "kg", "food", 500, 900],
  ["Pastırma", "kg", "food", 900, 1600],
  ["Beyaz peynir", "kg", "food", 200, 420],
  ["Kaşar peyniri", "kg", "food", 250, 480],
  ["Tereyağı", "kg", "food", 350, 600],
  ["Yoğurt", "kg", "food", 50, 110],
  ["Süt", "l", "food", 25, 45],
  ["Krema", "ml", "food", 40, 90],
  ["Yumurta", "piece", "food", 3, 7],
  ["Un", "kg", "food", 15, 35],
  ["Şeker", "kg", "food", 25, 50],
  ["Tuz", "pack", "food", 10, 25],
  ["Pirinç", "kg", "food", 45, 110],
  ["Bulgur", "kg", "food", 30, 70],
  ["Kırmızı mercimek", "kg", "food", 40, 90],
  ["Nohut", "kg", "food", 50, 110],
  ["Kuru fasulye", "kg", "food", 60, 140],
  ["Zeytinyağı", "l", "food", 250, 500],
  ["Ayçiçek yağı", "l", "food", 60, 120],
  ["Domates salçası", "box", "food", 60, 140],
  ["Biber salçası", "box", "food", 70, 160],
  ["Nar ekşisi", "bottle", "food", 60, 150],
  ["Pul biber", "g", "food", 1, 3],
  ["İsot", "g", "food", 1, 4],
  ["Kekik", "g", "food", 1, 3],
  ["Sumak", "g", "food", 1, 3],
  ["Kimyon", "g", "food", 1, 3],
  ["Karabiber", "g", "food", 1, 4],
  ["Yufka", "pack", "food", 30, 70],
  ["Lavaş", "pack", "food", 25, 60],
  ["Ceviz içi", "kg", "food", 300, 600],
  ["Antep fıstığı", "kg", "food", 800, 1500],
  ["Fındık", "kg", "food", 300, 550],
  ["Bal", "box", "food", 250, 600],
  ["Tahin", "box", "food", 120, 260],
  ["Pekmez", "bottle", "food", 90, 200],
  ["Ayran", "piece", "beverage", 10, 25],
  ["Şalgam suyu", "bottle", "beverage", 20, 45],
  ["Maden suyu", "bottle", "beverage", 8, 20],
  ["Su", "bottle", "beverage", 5, 15],
  ["Kola", "bottle", "beverage", 20, 45],
  ["Gazoz", "bottle", "beverage", 15, 35],
  ["Meyve suyu", "box", "beverage", 20, 50],
  ["Çay", "pack", "beverage", 120, 300],
  ["Türk kahvesi", "pack", "beverage", 100, 260],
  ["Salep", "pack", "beverage", 80, 200],
  ["Limonata", "l", "beverage", 40, 90],
  ["Peçete", "pack", "other", 20, 60],
  ["Streç film", "piece", "other", 80, 200],
  ["Alüminyum folyo", "piece", "other", 90, 220],
  ["Çöp poşeti", "bag", "other", 40, 110],
  ["Bulaşık deterjanı", "l", "other", 60, 160],
  ["Kürdan", "box", "other", 15, 40],
  ["Karton bardak", "pack", "other", 60, 150],
  ["Paket servis kabı", "pack", "other", 90, 240],
  ["Eldiven", "box", "other", 70, 180],
];

const QUALITIES = ["", "yerli", "ithal", "organik", "ekstra", "1. sınıf", "köy", "taze", "dondurulmuş", "ekonomik", "büyük boy", "küçük boy"];

const VENDORS = [
  "Metro Toptan", "Anadolu Gıda", "Ege Tarım Kooperatifi", "Karadeniz Süt", "Öztürk Kasap", "Şahin Baharat",
  "Güneş Ambalaj", "Çiftçi Pazarı", "İzmir Zeytincilik", "Bursa Sebze Hali", "Akdeniz Balıkçılık", "Yıldız Un",
  "Doğan Bakliyat", "Kayseri Pastırmacısı", "Gaziantep Fıstık Evi", "Trabzon Fındık", "Marmara İçecek",
  "Ankara Temizlik", "Konya Tahıl", "Hatay Baharat", "Erzurum Bal", "Mersin Narenciye", "Çanakkale Peynircilik",
  "Afyon Sucuk", "Rize Çay Evi", "Balıkesir Süt Ürünleri", "Tokat Bahçe", "Manisa Bağ", "Edirne Gıda", "Sakarya Tavuk",
  "Aydın İncir", "Denizli Ambalaj", "Eskişehir Un Fabrikası", "Samsun Sebze", "Muğla Bal", "Kars Peyniri",
  "Van Otlu Peynir", "Adana Kebap Malzemeleri", "Şanlıurfa İsot", "Malatya Kayısı",
];

/**
 * `count` inventory items as a form or a CSV row would give them: varied Turkish names, vendors,
 * every unit and category, integer kuruş prices. No two share a name and vendor (the import refuses
 * such duplicates).
 */
export function inventoryFixture(count: number): InventoryItemInput[] {
  const next = seededRandom(20_250_601);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const possible = PRODUCTS.length * QUALITIES.length * VENDORS.length;
  if (count > possible) throw new Error(`at most ${possible} distinct inventory items can be made`);
  const seen = new Set<string>();
  const items: InventoryItemInput[] = [];
  while (items.length < count) {
    const [product, unit, category, low, high] = pick(PRODUCTS);
    const quality = pick(QUALITIES);
    const item = {
      name: quality ? `${product} (${quality})` : product,
      unit,
      price: Math.round((low + next() * (high - low)) * 100),
      vendor: pick(VENDORS),
      category,
    };
    const key = importKey(item);
    if (seen.has(key)) continue;
    seen.add(key);
    items.push(item);
  }
  return items;
}

/**
 * Inserts `items` in one transaction, with the columns the write path sets (created and updated by
 * `actorId`, now, version 1). A bulk insert, not `write()`: the fixture needs no audit entries.
 * Returns the new rows' ids.
 */
export async function insertInventory(db: AppDatabase, actorId: string, items: readonly InventoryItemInput[]): Promise<string[]> {
  const now = new Date().toISOString();
  const rows: Insertable<InventoryItemTable>[] = items.map((item) => ({
    id: randomUUID(),
    name: item.name,
    unit: item.unit,
    price_kurus: item.price,
    vendor: item.vendor,
    category: item.category,
    pack_unit: null,
    pack_amount_milli: null,
    pack_amount_unit: null,
    created_at: now,
    updated_at: now,
    created_by: actorId,
    updated_by: actorId,
    version: 1,
  }));
  await db.transaction().execute(async (trx) => {
    // Batches keep each statement under SQLite's bound-parameter limit.
    for (let start = 0; start < rows.length; start += 200) {
      await trx.insertInto("inventory_items").values(rows.slice(start, start + 200)).execute();
    }
  });
  return rows.map((row) => row.id);
}
