import type { Request as ExpressRequest } from "express";
import { languageFromHeaders } from "../app/i18n/language";
import { defineMessages, type FeatureMessageKey } from "../app/i18n/messages/define-messages";
import { translator, type MessageValues } from "../app/i18n/translate";

/**
 * What the server says itself, as plain text, to a request it refuses before the app sees it
 * (request-checks.ts, security-headers.ts, upload-gate.ts), or to an error no part answered
 * (request-log.ts): in the person's language, as the app's pages are.
 */
export const refusalMessages = defineMessages(
  {
    "refusal.badHost": "Bad Host header.",
    "refusal.badTarget": "Bad request target.",
    "refusal.notAForm": "The request body must be a form.",
    "refusal.compressed": "A form body must not be compressed.",
    "refusal.formTooLarge": "The form is too large: at most {mb} MB.",
    "refusal.cutOff": "The request body was cut off.",
    "refusal.crossSite": "Cross-origin request refused.",
    "refusal.methodNotAllowed": "Method not allowed.",
    "refusal.uploadsBusy": "Other files are being uploaded right now. Please try again in {seconds} seconds.",
    "refusal.unanswered": "This request could not be answered. Go back and try again. (Request {requestId})",
    "refusal.serverError": "Something went wrong on our side. Please try again in a moment. (Request {requestId})",
  },
  {
    "refusal.badHost": "Host başlığı geçersiz.",
    "refusal.badTarget": "İstek hedefi geçersiz.",
    "refusal.notAForm": "İsteğin gövdesi bir form olmalı.",
    "refusal.compressed": "Bir formun gövdesi sıkıştırılmış olmamalı.",
    "refusal.formTooLarge": "Form çok büyük: en çok {mb} MB olabilir.",
    "refusal.cutOff": "İsteğin gövdesi yarıda kesildi.",
    "refusal.crossSite": "Başka bir siteden gelen istek reddedildi.",
    "refusal.methodNotAllowed": "Bu istek yöntemi kullanılamaz.",
    "refusal.uploadsBusy": "Şu anda başka dosyalar yükleniyor. Lütfen {seconds} saniye sonra yeniden deneyin.",
    "refusal.unanswered": "Bu istek yanıtlanamadı. Geri dönüp yeniden deneyin. (İstek {requestId})",
    "refusal.serverError": "Bizim tarafımızda bir şeyler ters gitti. Lütfen birazdan yeniden deneyin. (İstek {requestId})",
  },
);

export type RefusalKey = FeatureMessageKey<typeof refusalMessages>;

/** The person's language, for a text the server words itself: `?lang=`, the language cookie, Accept-Language. */
export function requestLanguage(req: ExpressRequest) {
  return languageFromHeaders({ query: typeof req.query.lang === "string" ? req.query.lang : null, cookieHeader: req.get("cookie"), acceptLanguage: req.get("accept-language") });
}

/** A refusal's text in the language of the request it answers. */
export function refusalText(req: ExpressRequest, key: RefusalKey, values?: MessageValues): string {
  return translator(requestLanguage(req), refusalMessages)(key, values);
}
