import type { PopulateStage } from "~/db/schema";
import { defineMessages, type FeatureMessageKey } from "~/i18n/messages/define-messages";

/** Data Management's populate: the brief's stage names (section 4) and its failure text (section 8). */
export const dataManagementMessages = defineMessages(
  {
    "dataManagement.populateHeading": "Populate",
    "dataManagement.populateIntro":
      "Loads the built-in list of about 100 menu items. It adds what is missing and leaves the rest alone: an item you edited stays as you left it, an item you deleted comes back.",
    "dataManagement.populateButton": "Populate menu",
    "dataManagement.populateStarting": "Starting...",
    "dataManagement.progressLabel": "Populate progress",
    "dataManagement.stage.extracting": "Extracting menu data...",
    "dataManagement.stage.extracted": "Menu data extracted",
    "dataManagement.stage.uploadingCategories": "Uploading categories...",
    "dataManagement.stage.categoriesUploaded": "Categories uploaded",
    "dataManagement.stage.uploadingItems": "Uploading menu items...",
    "dataManagement.stage.completed": "Completed",
    "dataManagement.stage.error": "Error",
    "dataManagement.populateCounts": "{done} of {total} categories and items added",
    "dataManagement.populateNothingMissing": "Nothing was missing: the menu already has every item of the built-in list.",
    "dataManagement.populateFailed": "Failed to populate menu data",
    "dataManagement.populateFailedCategories":
      "Failed to populate menu data: batch {batch} of {batches} (categories {from}–{to}). Nothing of that batch was saved; populate again to add what is missing.",
    "dataManagement.populateFailedItems":
      "Failed to populate menu data: batch {batch} of {batches} (items {from}–{to}). Nothing of that batch was saved; populate again to add what is missing.",
    "dataManagement.populateInterrupted":
      "Failed to populate menu data: it stopped moving, most likely because the server restarted. Populate again to add what is missing.",
    "dataManagement.populateAlreadyRunning": "A populate is already running; its progress is shown here.",
  },
  {
    "dataManagement.populateHeading": "Doldurma",
    "dataManagement.populateIntro":
      "Yerleşik, yaklaşık 100 öğelik menü listesini yükler. Eksik olanı ekler, gerisine dokunmaz: düzenlediğiniz bir öğe bıraktığınız gibi kalır, sildiğiniz bir öğe geri gelir.",
    "dataManagement.populateButton": "Menüyü doldur",
    "dataManagement.populateStarting": "Başlatılıyor...",
    "dataManagement.progressLabel": "Doldurma ilerlemesi",
    "dataManagement.stage.extracting": "Menü verileri çıkarılıyor...",
    "dataManagement.stage.extracted": "Menü verileri çıkarıldı",
    "dataManagement.stage.uploadingCategories": "Kategoriler yükleniyor...",
    "dataManagement.stage.categoriesUploaded": "Kategoriler yüklendi",
    "dataManagement.stage.uploadingItems": "Menü öğeleri yükleniyor...",
    "dataManagement.stage.completed": "Tamamlandı",
    "dataManagement.stage.error": "Hata",
    "dataManagement.populateCounts": "{total} kategori ve öğeden {done} tanesi eklendi",
    "dataManagement.populateNothingMissing": "Eksik bir şey yoktu: menüde yerleşik listenin bütün öğeleri zaten var.",
    "dataManagement.populateFailed": "Menü verileri doldurulamadı",
    "dataManagement.populateFailedCategories":
      "Menü verileri doldurulamadı: {batches} partiden {batch}. parti (kategoriler {from}–{to}). O partiden hiçbir şey kaydedilmedi; eksikleri eklemek için yeniden doldurun.",
    "dataManagement.populateFailedItems":
      "Menü verileri doldurulamadı: {batches} partiden {batch}. parti (öğeler {from}–{to}). O partiden hiçbir şey kaydedilmedi; eksikleri eklemek için yeniden doldurun.",
    "dataManagement.populateInterrupted":
      "Menü verileri doldurulamadı: işlem ilerlemeyi bıraktı, büyük olasılıkla sunucu yeniden başladığı için. Eksikleri eklemek için yeniden doldurun.",
    "dataManagement.populateAlreadyRunning": "Bir doldurma zaten çalışıyor; ilerlemesi burada görünüyor.",
  },
);

export type DataManagementMessageKey = FeatureMessageKey<typeof dataManagementMessages>;

/** Each stage's name, in the person's language. */
export const STAGE_MESSAGE: Record<PopulateStage, DataManagementMessageKey> = {
  extracting: "dataManagement.stage.extracting",
  extracted: "dataManagement.stage.extracted",
  "uploading-categories": "dataManagement.stage.uploadingCategories",
  "categories-uploaded": "dataManagement.stage.categoriesUploaded",
  "uploading-items": "dataManagement.stage.uploadingItems",
  completed: "dataManagement.stage.completed",
  error: "dataManagement.stage.error",
};
