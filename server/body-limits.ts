import type { AppLoadContext } from "react-router";
import { requireDashboardAdmin } from "../app/features/admin/admin-guard.server";
import { requireStaff } from "../app/features/auth/guards.server";
import { MAX_ARCHIVE_BYTES, MAX_ARCHIVE_MEGABYTES } from "../app/features/data-management/menu-archive";
import { menuArchiveMessages } from "../app/features/data-management/menu-archive-messages";
import { MAX_CSV_BYTES } from "../app/features/inventory/inventory";
import { inventoryMessages } from "../app/features/inventory/inventory-messages";
import { MAX_IMAGE_BYTES, REFUSAL_TEXT } from "../app/features/menu-images/menu-images";
import { menuImagesMessages } from "../app/features/menu-images/menu-images-messages";
import type { Language } from "../app/i18n/localize";
import { translator } from "../app/i18n/translate";
import { MAX_FORM_BYTES } from "../app/lib/form-data.server";

/** Room for a multipart body's own headers, boundaries and the form's other fields around its file. */
const MULTIPART_OVERHEAD = 64 * 1024;

interface UploadLimit {
  maxBytes: number;
  /**
   * An upload route's own guard, the one its action starts with: run on the request's headers
   * before its body is read (server/upload-gate.ts), it throws the route's redirect for someone
   * who may not upload there.
   */
  guard?: (args: { request: Request; context: AppLoadContext }) => Promise<unknown>;
  /** What the person is told when the body is over the limit (the screen's own message), in their language. */
  tooLarge?: (language: Language) => string;
}

/** Actions that take a file, by path (and its `.data` address): they accept a larger body. */
const FILE_UPLOADS: Record<string, UploadLimit> = {
  "/inventory-manager/import": {
    maxBytes: MAX_CSV_BYTES + MULTIPART_OVERHEAD,
    guard: requireStaff,
    tooLarge: (language) => translator(language, inventoryMessages)("inventory.csvTooLarge"),
  },
  // Menu Management's item form carries an image. Its other forms are small, checked by their schemas.
  "/admin/menu": {
    maxBytes: MAX_IMAGE_BYTES + MULTIPART_OVERHEAD,
    guard: requireDashboardAdmin,
    tooLarge: (language) => translator(language, menuImagesMessages)(REFUSAL_TEXT["too-large"].key, REFUSAL_TEXT["too-large"].values),
  },
  // A menu archive: the whole menu with its photos, in one JSON file.
  "/admin/data/import": {
    maxBytes: MAX_ARCHIVE_BYTES + MULTIPART_OVERHEAD,
    guard: requireDashboardAdmin,
    tooLarge: (language) => translator(language, menuArchiveMessages)("archive.tooLarge", { mb: MAX_ARCHIVE_MEGABYTES }),
  },
};

/** The largest body the app reads for any request: a proxy in front must let it through (deploy/nginx.conf). */
export const LARGEST_BODY_BYTES = Math.max(MAX_FORM_BYTES, ...Object.values(FILE_UPLOADS).map((limit) => limit.maxBytes));

/** The largest body the app reads for a request to `pathname`, and what a person is told past it. */
export function bodyLimit(pathname: string): UploadLimit {
  return FILE_UPLOADS[pathname.replace(/\.data$/, "")] ?? { maxBytes: MAX_FORM_BYTES };
}
