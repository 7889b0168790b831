import { defineMessages } from "./define-messages";

/** The QR page. */
export const qrMessages = defineMessages(
  {
    "qr.title": "QR Codes",
    "qr.description": "Printable QR codes that open our home page, menu and events.",
  },
  {
    "qr.title": "QR Kodları",
    "qr.description": "Ana sayfamızı, menümüzü ve etkinliklerimizi açan yazdırılabilir QR kodları.",
  },
);
