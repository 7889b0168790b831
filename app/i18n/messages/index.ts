import type { Language } from "../localize";
import { en as coreEn } from "./en";
import { tr as coreTr } from "./tr";
import { contactFormMessages } from "./contact-form";
import { qrMessages } from "./qr";

// Feature catalogues (defineMessages) are joined here: add one import and one spread per language.
const en = { ...coreEn, ...qrMessages.en, ...contactFormMessages.en };
export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;

// Typed by the English keys: a language missing a text does not compile.
const tr: Messages = { ...coreTr, ...qrMessages.tr, ...contactFormMessages.tr };

export const catalogues: Record<Language, Messages> = { en, tr };
