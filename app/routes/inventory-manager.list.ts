import type { Route } from "./+types/inventory-manager.list";
import { requireStaff } from "~/features/auth/guards.server";
import { inventoryScreenList } from "~/features/inventory/inventory.server";
import { languageFromRequest } from "~/i18n/language";
import { takesGzip } from "~/lib/accept-encoding";

/**
 * The inventory's whole list, for its screen's search, tabs and 'Show more' (decision 0041): every
 * item as one text (inventory-list-text.ts), sorted in the page's language. Its ETag is the list's
 * version, which the page names. Never stored, as nothing rendered for a signed-in person is
 * (response-storage.server.ts): on a shared tablet the next person must not find it. Sent gzipped
 * from the copy held with the list when the browser takes gzip (compression() leaves an encoded
 * response as it is).
 */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args);
  const list = await inventoryScreenList(args.context.db, languageFromRequest(args.request));
  const headers = { "Content-Type": "text/plain; charset=utf-8", ETag: `"${list.version}"`, "Cache-Control": "no-store", Vary: "Accept-Encoding" };
  if (!takesGzip(args.request.headers.get("accept-encoding"))) return new Response(list.text, { headers });
  return new Response(await list.gzipped(), { headers: { ...headers, "Content-Encoding": "gzip" } });
}
