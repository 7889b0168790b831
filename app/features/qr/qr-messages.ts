import { defineMessages } from "~/i18n/messages/define-messages";

/** The QR page. */
export const qrMessages = defineMessages(
  {
    "qr.title": "QR Codes",
    "qr.description": "Printable QR codes that open our home page, menu and events.",
    "qr.opensSite": "Each code opens a page of {origin}.",
    "qr.home": "Home",
    "qr.menu": "Menu",
    "qr.events": "Events",
    "qr.imageAlt": "QR code: {page}",
    "qr.downloadPng": "Download PNG",
    "qr.downloadSvg": "Download SVG",
    "qr.howToTitle": "How to use them",
    "qr.howToSize": "Print each code at least 2cm x 2cm; a bigger code is easier to scan from across the table.",
    "qr.howToFormat": "Use the PNG for documents and screens. Send the SVG to a print shop: it stays sharp at any size.",
    "qr.howToTest": "Scan a test print with a phone before you print many copies.",
    "qr.howToPlace": "Put the menu code on every table, where guests can see it without moving anything.",
    "qr.howToMargin": "Keep the white border around each code and print dark on a light background.",
  },
  {
    "qr.title": "QR Kodları",
    "qr.description": "Ana sayfamızı, menümüzü ve etkinliklerimizi açan yazdırılabilir QR kodları.",
    "qr.opensSite": "Her kod {origin} adresindeki bir sayfayı açar.",
    "qr.home": "Ana Sayfa",
    "qr.menu": "Menü",
    "qr.events": "Etkinlikler",
    "qr.imageAlt": "QR kodu: {page}",
    "qr.downloadPng": "PNG indir",
    "qr.downloadSvg": "SVG indir",
    "qr.howToTitle": "Nasıl kullanılır",
    "qr.howToSize": "Her kodu en az 2cm x 2cm boyutunda basın; büyük kodlar masanın karşı tarafından da kolayca okutulur.",
    "qr.howToFormat": "Belgelerde ve ekranlarda PNG'yi kullanın. Matbaaya SVG'yi gönderin: her boyutta net kalır.",
    "qr.howToTest": "Çok sayıda basmadan önce bir deneme baskısını telefonla okutun.",
    "qr.howToPlace": "Menü kodunu her masaya, misafirlerin hiçbir şeyi kaldırmadan görebileceği bir yere koyun.",
    "qr.howToMargin": "Her kodun çevresindeki beyaz boşluğu kesmeyin ve açık renk zemine koyu renkle basın.",
  },
);
