/** A CSV file to download, named for what it holds and today's date (`inventory-2026-11-26.csv`), never kept by a cache. */
export function csvDownload(csv: string, name: string): Response {
  const date = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${date}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
