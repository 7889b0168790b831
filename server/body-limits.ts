import { MAX_CSV_BYTES } from "../app/features/inventory/inventory-csv";
import { MAX_FORM_BYTES } from "../app/lib/form-data.server";

/** Room for a multipart body's own headers and boundaries around the file it carries. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** Actions that take a file, by path (and its `.data` address): they accept a larger body. */
const FILE_UPLOADS: Record<string, number> = {
  "/inventory-manager/import": MAX_CSV_BYTES + MULTIPART_OVERHEAD,
};

/** The largest body the app reads for a request to `pathname`: a form's 1 MB, or a file upload's own limit. */
export function maxBodyBytes(pathname: string): number {
  return FILE_UPLOADS[pathname.replace(/\.data$/, "")] ?? MAX_FORM_BYTES;
}
