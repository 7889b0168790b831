import { defineMessages } from "~/i18n/messages/define-messages";

/** The printed allergen matrix: every dish on the menu against the 16 declarations (the guests' names for them are allergenNames'). */
export const allergenMatrixMessages = defineMessages(
  {
    "allergenMatrix.title": "Allergen matrix",
    "allergenMatrix.subtitle":
      "Every dish on the menu against the 16 declarations, as guests see them on the menu. Print it for the counter.",
    "allergenMatrix.generated": "Generated on {date}",
    "allergenMatrix.print": "Print",
    "allergenMatrix.keyTitle": "Key",
    "allergenMatrix.dish": "Dish",
    "allergenMatrix.contains": "Contains",
    "allergenMatrix.mayContain": "May contain (traces)",
    "allergenMatrix.mayContainUnknown":
      "May contain (traces); otherwise not known",
    "allergenMatrix.unknown": "Not known — please ask our staff",
    "allergenMatrix.free": "Does not contain",
    "allergenMatrix.proven": "Yes",
    "allergenMatrix.notProven": "Not confirmed",
    "allergenMatrix.dietKey": "In {vegetarian} and {vegan}: confirmed. A blank cell there: not confirmed — please ask our staff",
    "allergenMatrix.tableLabel": "Allergens and diets of every dish",
    "allergenMatrix.empty": "No dish is on the menu yet.",
    "allergenMatrix.footnote":
      "Worked out from the recipes and their ingredients at the time above. Ask our staff about anything you are unsure of.",
    "allergenMatrix.loadFailed": "Failed to load the allergen matrix",
  },
  {
    "allergenMatrix.title": "Alerjen tablosu",
    "allergenMatrix.subtitle":
      "Menüdeki her yemek ve 16 beyan, misafirlerin menüde gördüğü gibi. Tezgâh için yazdırın.",
    "allergenMatrix.generated": "Oluşturulma: {date}",
    "allergenMatrix.print": "Yazdır",
    "allergenMatrix.keyTitle": "Açıklama",
    "allergenMatrix.dish": "Yemek",
    "allergenMatrix.contains": "İçerir",
    "allergenMatrix.mayContain": "İçerebilir (eser miktarda)",
    "allergenMatrix.mayContainUnknown":
      "İçerebilir (eser miktarda); ötesi bilinmiyor",
    "allergenMatrix.unknown": "Bilinmiyor — lütfen personelimize sorun",
    "allergenMatrix.free": "İçermez",
    "allergenMatrix.proven": "Evet",
    "allergenMatrix.notProven": "Doğrulanmadı",
    "allergenMatrix.dietKey": "{vegetarian} ve {vegan} sütunlarında: doğrulandı. Oradaki boş hücre: doğrulanmadı — lütfen personelimize sorun",
    "allergenMatrix.tableLabel": "Her yemeğin alerjenleri ve diyetleri",
    "allergenMatrix.empty": "Menüde henüz yemek yok.",
    "allergenMatrix.footnote":
      "Yukarıdaki saatte tariflerden ve malzemelerinden çıkarıldı. Emin olmadığınız her şeyi personelimize sorun.",
    "allergenMatrix.loadFailed": "Alerjen tablosu yüklenemedi",
  },
);
