/**
 * The printed QR codes: which pages they open and what their files are called. Pure, so the
 * addresses and names are tested on their own; the images are drawn in qr-codes.server.ts.
 */

/** Side of the PNG in pixels, on the page and in the downloaded file. */
export const QR_PNG_SIZE = 256;

/** The pages the codes open, in the order the QR page shows them. */
export const QR_TARGETS = [
  { id: "home", path: "/home" },
  { id: "menu", path: "/menu" },
  { id: "events", path: "/events" },
] as const;

export type QrTargetId = (typeof QR_TARGETS)[number]["id"];

export interface QrTarget {
  id: QrTargetId;
  /** The address the code opens: the site's public address and the page's path. */
  url: string;
  pngFileName: string;
  svgFileName: string;
}

/** `https://patates.example` + `/menu`; a trailing slash on the origin does not double. */
export function qrTargetUrl(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, "")}${path}`;
}

/** The three codes for a site served at `origin` (its public address, e.g. `https://patates.example`). */
export function qrTargets(origin: string): QrTarget[] {
  return QR_TARGETS.map(({ id, path }) => ({
    id,
    url: qrTargetUrl(origin, path),
    pngFileName: `${id}.png`,
    svgFileName: `${id}.svg`,
  }));
}
