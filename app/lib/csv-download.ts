import { restaurantDay } from "./dates";

/**
 * A CSV file to download, named for what it holds and the restaurant's day (`inventory-2026-11-26.csv`:
 * in Istanbul, after midnight it is the new day's), never kept by a cache.
 */
export function csvDownload(csv: string, name: string, at = new Date()): Response {
  const date = restaurantDay(at);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${date}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
