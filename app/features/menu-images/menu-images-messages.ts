import { defineMessages } from "~/i18n/messages/define-messages";

/** Menu item images: the field in the item form, why an upload is refused, the brief's failure texts. */
export const menuImagesMessages = defineMessages(
  {
    "menuImages.image": "Image",
    "menuImages.hint": "JPEG, PNG or WebP, at most {mb} MB.",
    "menuImages.current": "Current image",
    "menuImages.remove": "Remove the image",
    "menuImages.tooLarge": "The image is too large: at most {mb} MB.",
    "menuImages.unsupportedType": "This file is not a JPEG, PNG or WebP image.",
    "menuImages.tooManyPixels": "The image has too many pixels: at most {megapixels} megapixels.",
    "menuImages.outOfProportion": "The image is too long and narrow: its long side may be at most {ratio} times its short side.",
    "menuImages.undecodable": "The image could not be read: the file may be damaged.",
    // The brief's 'Menu services' text, for a failure that is ours.
    "menuImages.uploadFailed": "Failed to upload image",
    // The brief's 'Storage errors' text for a missing object.
    "menuImages.notFound": "Object does not exist",
  },
  {
    "menuImages.image": "Görsel",
    "menuImages.hint": "JPEG, PNG ya da WebP; en fazla {mb} MB.",
    "menuImages.current": "Mevcut görsel",
    "menuImages.remove": "Görseli kaldır",
    "menuImages.tooLarge": "Görsel çok büyük: en fazla {mb} MB olabilir.",
    "menuImages.unsupportedType": "Bu dosya bir JPEG, PNG ya da WebP görseli değil.",
    "menuImages.tooManyPixels": "Görselin piksel sayısı çok fazla: en fazla {megapixels} megapiksel olabilir.",
    "menuImages.outOfProportion": "Görsel çok uzun ve dar: uzun kenarı, kısa kenarının en fazla {ratio} katı olabilir.",
    "menuImages.undecodable": "Görsel okunamadı: dosya bozuk olabilir.",
    "menuImages.uploadFailed": "Görsel yüklenemedi",
    "menuImages.notFound": "Nesne mevcut değil",
  },
);
