import { combineMessages, defineMessages, type FeatureMessageKey, type FeatureMessages } from "~/i18n/messages/define-messages";
import type { AppError, AppErrorCode } from "~/lib/app-error";

/**
 * Texts of the back office's shared parts: the master-detail layout, dialogs, search, filters, and
 * the message of each domain failure code (one place: `ERROR_MESSAGE`).
 */
export const backOfficeMessages = defineMessages(
  {
    "backOffice.selectItemTitle": "Select an item to view details",
    "backOffice.selectItemText": "Choose an item from the list to view and edit its details.",
    "backOffice.back": "← Back",
    "backOffice.loading": "Loading...",
    "backOffice.search": "Search",
    "backOffice.filters": "Filters",
    "backOffice.cancel": "Cancel",
    "backOffice.delete": "Delete",
    "backOffice.close": "Close",
    "backOffice.confirmTitle": "Please confirm",
    "backOffice.reload": "Reload",
    "backOffice.showMore": "Show {count} more",
    "backOffice.resultCount": "{count} shown",
    "backOffice.invalidValue": "This value is not valid.",
    "backOffice.amountAmbiguous": "This amount can be read two ways; write e.g. 1,500 or 1500.50.",
    "backOffice.priceTooPrecise": "A price has at most two decimals (kuruş), e.g. 12.50.",
    "backOffice.saved": "Saved.",
    "backOffice.deleted": "Deleted.",
    "backOffice.orderSaved": "Order saved.",
    "backOffice.restored": "Restored.",
    "backOffice.notSaved": "Not saved.",
    "backOffice.notDeleted": "Not deleted.",
    "backOffice.orderNotSaved": "Order not saved.",
    "backOffice.notRestored": "Not restored.",
    "backOffice.refusedInForm": "The form says why.",
    "backOffice.undo": "Undo",
    "backOffice.signInAgain": "Sign in again (new tab)",
    "backOffice.dismissStatus": "Dismiss this message",
    "backOffice.downloadFailed": "The file could not be made, so nothing was downloaded. Try again in a moment; if it keeps failing, tell an admin.",
    "backOffice.chooseFile": "Choose file",
    "backOffice.noFileChosen": "No file chosen",
    "backOffice.leaveTitle": "Leave without saving?",
    "backOffice.leaveText": "What you typed in this form will be lost.",
    "backOffice.stay": "Stay",
    "backOffice.leave": "Leave",
    "backOffice.savedMeanwhile": "This was saved elsewhere while you were typing. What you typed is still here, but it cannot be saved over the newer version.",
    "backOffice.showNewer": "Discard my typing and show the newer version",

    "error.invalid": "Please correct the marked fields.",
    "error.unauthenticated": "User not authenticated",
    "error.forbidden": "You don't have permission to do this.",
    "error.notFound": "This no longer exists: someone may have deleted it. Reload to see the latest version.",
    "error.stale": "This was changed by someone else meanwhile.",
    "error.conflict": "This clashes with something saved meanwhile.",
    "error.tooLarge": "This is too large to upload.",
    "error.unsupportedMediaType": "This kind of file cannot be used here.",
    "error.notSent": "There is no connection, so nothing was sent. What you typed is still here; try again once you are online.",
  },
  {
    "backOffice.selectItemTitle": "Ayrıntıları görmek için bir öğe seçin",
    "backOffice.selectItemText": "Ayrıntılarını görmek ve düzenlemek için listeden bir öğe seçin.",
    "backOffice.back": "← Geri",
    "backOffice.loading": "Yükleniyor...",
    "backOffice.search": "Ara",
    "backOffice.filters": "Filtreler",
    "backOffice.cancel": "İptal",
    "backOffice.delete": "Sil",
    "backOffice.close": "Kapat",
    "backOffice.confirmTitle": "Lütfen onaylayın",
    "backOffice.reload": "Yeniden yükle",
    "backOffice.showMore": "{count} tane daha göster",
    "backOffice.resultCount": "{count} gösteriliyor",
    "backOffice.invalidValue": "Bu değer geçerli değil.",
    "backOffice.amountAmbiguous": "Bu tutar iki türlü okunabilir; ör. 1.500 ya da 1500,50 yazın.",
    "backOffice.priceTooPrecise": "Fiyat en fazla iki ondalık basamak alır (kuruş), ör. 12,50.",
    "backOffice.saved": "Kaydedildi.",
    "backOffice.deleted": "Silindi.",
    "backOffice.orderSaved": "Sıralama kaydedildi.",
    "backOffice.restored": "Geri yüklendi.",
    "backOffice.notSaved": "Kaydedilmedi.",
    "backOffice.notDeleted": "Silinmedi.",
    "backOffice.orderNotSaved": "Sıralama kaydedilmedi.",
    "backOffice.notRestored": "Geri yüklenmedi.",
    "backOffice.refusedInForm": "Nedeni formda yazıyor.",
    "backOffice.undo": "Geri al",
    "backOffice.signInAgain": "Yeniden oturum aç (yeni sekme)",
    "backOffice.dismissStatus": "Bu mesajı kapat",
    "backOffice.downloadFailed": "Dosya hazırlanamadı, hiçbir şey indirilmedi. Birazdan yeniden deneyin; sorun sürerse bir yöneticiye haber verin.",
    "backOffice.chooseFile": "Dosya seç",
    "backOffice.noFileChosen": "Dosya seçilmedi",
    "backOffice.leaveTitle": "Kaydetmeden çıkılsın mı?",
    "backOffice.leaveText": "Bu forma yazdıklarınız kaybolacak.",
    "backOffice.stay": "Kal",
    "backOffice.leave": "Çık",
    "backOffice.savedMeanwhile": "Siz yazarken bu başka bir yerde kaydedildi. Yazdıklarınız burada duruyor, ancak daha yeni hâlinin üzerine kaydedilemez.",
    "backOffice.showNewer": "Yazdıklarımı at ve yeni hâlini göster",

    "error.invalid": "Lütfen işaretli alanları düzeltin.",
    "error.unauthenticated": "Kullanıcı oturum açmamış",
    "error.forbidden": "Bunu yapma izniniz yok.",
    "error.notFound": "Bu artık yok: başka biri silmiş olabilir. En son hâlini görmek için yeniden yükleyin.",
    "error.stale": "Bu, bu arada başka biri tarafından değiştirildi.",
    "error.conflict": "Bu, bu arada kaydedilen bir şeyle çakışıyor.",
    "error.tooLarge": "Bu, yüklemek için çok büyük.",
    "error.unsupportedMediaType": "Bu tür bir dosya burada kullanılamaz.",
    "error.notSent": "Bağlantı yok, bu yüzden hiçbir şey gönderilmedi. Yazdıklarınız burada duruyor; bağlantı gelince yeniden deneyin.",
  },
);

export type BackOfficeMessageKey = FeatureMessageKey<typeof backOfficeMessages>;

/** The message a person reads for each domain failure code. */
export const ERROR_MESSAGE: Record<AppErrorCode, BackOfficeMessageKey> = {
  invalid: "error.invalid",
  unauthenticated: "error.unauthenticated",
  forbidden: "error.forbidden",
  "not-found": "error.notFound",
  stale: "error.stale",
  conflict: "error.conflict",
  "too-large": "error.tooLarge",
  "unsupported-media-type": "error.unsupportedMediaType",
};

/**
 * What a person reads for a domain failure where a screen shows one list of messages rather than
 * a form's fields (an import's): its own message, or its fields' messages, or its code's.
 */
export function appErrorMessages(error: AppError): string[] {
  if (error.messageRef) return [error.messageRef];
  const fieldMessages = Object.values(error.fieldErrors ?? {}).flat();
  return fieldMessages.length > 0 ? [...new Set(fieldMessages)] : [ERROR_MESSAGE[error.code]];
}

/**
 * A back-office screen's texts: its feature's catalogues and the shared back-office ones (filters,
 * dialogs, failures) as one, for `useT` and `useDescribeMessage`.
 */
export function backOfficeScreenMessages<Catalogues extends FeatureMessages<string>[]>(
  ...catalogues: Catalogues
): FeatureMessages<FeatureMessageKey<Catalogues[number]> | BackOfficeMessageKey> {
  // The keys are the same; TypeScript cannot see through a generic spread to say so.
  return combineMessages(...catalogues, backOfficeMessages) as FeatureMessages<FeatureMessageKey<Catalogues[number]> | BackOfficeMessageKey>;
}
