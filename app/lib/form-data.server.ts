import { data } from "react-router";
import { languageFromRequest } from "~/i18n/language";
import { translate } from "~/i18n/translate";
import { FLAT_FORM, fitsFormLimits, type FormLimits } from "./form-limits";

/** Bodies a back-office form may send: far above any form, far below what could hurt the server. */
export const MAX_FORM_BYTES = 1024 * 1024;

/** The refusal of a body that is not a form this route reads: 400, in the person's language. */
export function unreadableForm(request: Request): never {
  throw data(translate(languageFromRequest(request), "site.formUnreadable"), { status: 400 });
}

/**
 * The submitted form, or a 400 thrown ('The form could not be read.') for a body that is not one
 * (JSON, a broken multipart body) or that does not fit the route's `limits` (form-limits.ts): too
 * many entries, counted on the bytes before they are parsed, or names the route's schemas do not
 * have. Every body up to the size limit is answered in milliseconds, and Conform never sees a
 * repeated name or an index its schema has no list for.
 */
export async function readFormData(request: Request, limits: FormLimits = FLAT_FORM): Promise<FormData> {
  const contentType = request.headers.get("Content-Type") ?? "";
  const body = Buffer.from(await request.arrayBuffer());
  if (countFormEntries(body, contentType, limits.maxEntries) > limits.maxEntries) unreadableForm(request);
  let formData: FormData;
  try {
    formData = await new Response(body, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    unreadableForm(request);
  }
  if (!fitsFormLimits(formData.entries(), limits)) unreadableForm(request);
  return formData;
}

/**
 * An upper bound on the entries of a urlencoded or multipart body, counted on its bytes: the
 * non-empty `&`-separated pieces, or the multipart delimiters. It stops counting once past `limit`.
 */
export function countFormEntries(body: Buffer, contentType: string, limit: number): number {
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  if (type === "multipart/form-data") {
    const boundary = /;\s*boundary=(?:"([^"]+)"|([^\s;]+))/i.exec(contentType);
    if (!boundary) return 0;
    const delimiter = `--${boundary[1] ?? boundary[2]}`;
    let delimiters = 0;
    for (let at = body.indexOf(delimiter); at !== -1 && delimiters <= limit + 1; at = body.indexOf(delimiter, at + delimiter.length)) delimiters++;
    // The last delimiter closes the body.
    return Math.max(0, delimiters - 1);
  }
  let entries = 0;
  for (let start = 0; start <= body.length && entries <= limit; ) {
    let end = body.indexOf(AMPERSAND, start);
    if (end === -1) end = body.length;
    if (end > start) entries++;
    start = end + 1;
  }
  return entries;
}

const AMPERSAND = 0x26;
