import { defineMessages } from "~/i18n/messages/define-messages";

/** What the server says to an upload it will not read now (server/upload-gate.ts). */
export const uploadMessages = defineMessages(
  {
    "uploads.busy": "Other files are being uploaded right now. Please try again in {seconds} seconds.",
  },
  {
    "uploads.busy": "Şu anda başka dosyalar yükleniyor. Lütfen {seconds} saniye sonra yeniden deneyin.",
  },
);
