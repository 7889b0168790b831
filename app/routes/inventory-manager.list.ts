import type { Route } from "./+types/inventory-manager.list";
import { requireStaff } from "~/features/auth/guards.server";
import { inventoryScreenList } from "~/features/inventory/inventory.server";
import { languageFromRequest } from "~/i18n/language";

/**
 * The inventory's whole list, for its screen's search, tabs and 'Show more' (decision 0041): every
 * item as one text (inventory-list-text.ts), sorted in the page's language. Its ETag is the list's
 * version, which the page names; the browser keeps the list and asks again each time with it, so
 * an unchanged list costs a 304 and no bytes.
 */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args);
  const list = await inventoryScreenList(args.context.db, languageFromRequest(args.request));
  const etag = `"${list.version}"`;
  const headers = {
    ETag: etag,
    // Kept by this browser only, and checked with the server every time it is used.
    "Cache-Control": "private, no-cache",
    Vary: "Cookie, Accept-Language",
  };
  if (args.request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  return new Response(list.text, { headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" } });
}
