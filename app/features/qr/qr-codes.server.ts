import QRCode from "qrcode";
import { QR_PNG_SIZE, qrTargets, type QrTarget } from "./qr-codes";

export interface RenderedQrCode extends QrTarget {
  /** `data:image/png;base64,…`, exactly QR_PNG_SIZE pixels square. */
  pngDataUrl: string;
  /** `data:image/svg+xml;…`, for print shops: it stays sharp at any size. */
  svgDataUrl: string;
}

// Medium error correction keeps the modules large enough to scan when printed at 2cm.
const ERROR_CORRECTION = "M";

// The standard quiet zone is 4 modules. qrcode scales the code by width / (modules + 2 × margin)
// and rounds the image down, so for some module counts (41 + 8 = 49, for one) the PNG comes out
// 255 pixels wide; one module more of margin always lands on 256 again.
const PNG_MARGINS = [4, 5, 6];
const SVG_MARGIN = 4;

/** Width and height from a PNG's IHDR chunk, which always follows the 8-byte signature. */
function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

async function renderPng(url: string): Promise<string> {
  for (const margin of PNG_MARGINS) {
    const png = await QRCode.toBuffer(url, { type: "png", width: QR_PNG_SIZE, margin, errorCorrectionLevel: ERROR_CORRECTION });
    const { width, height } = pngSize(png);
    if (width === QR_PNG_SIZE && height === QR_PNG_SIZE) return `data:image/png;base64,${png.toString("base64")}`;
  }
  throw new Error(`No QR code of ${QR_PNG_SIZE}×${QR_PNG_SIZE} pixels for ${url}`);
}

async function renderSvg(url: string): Promise<string> {
  const svg = await QRCode.toString(url, { type: "svg", width: QR_PNG_SIZE, margin: SVG_MARGIN, errorCorrectionLevel: ERROR_CORRECTION });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The home, menu and events codes of a site served at `origin`, as PNG and SVG data URLs. */
export async function renderQrCodes(origin: string): Promise<RenderedQrCode[]> {
  return Promise.all(
    qrTargets(origin).map(async (target) => {
      const [pngDataUrl, svgDataUrl] = await Promise.all([renderPng(target.url), renderSvg(target.url)]);
      return { ...target, pngDataUrl, svgDataUrl };
    }),
  );
}
