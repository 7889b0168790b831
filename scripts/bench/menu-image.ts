import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import sharp from "sharp";
import { checkNotInterrupted, onCleanup } from "./processes";
import { forgetGroup, watchGroup } from "./reaper";
import { summarize, type Timing } from "./timing";

/**
 * An image upload's processing (app/features/menu-images): a 4000 × 3000 JPEG, as a phone takes it,
 * checked by its bytes, decoded upright and re-encoded as the three WebP variants. Timed in a
 * process of its own (scripts/bench/menu-image-child.ts), whose peak memory is reported beside the
 * time (target: under 1.5 s).
 */
export const PHOTO = { width: 4000, height: 3000 };
const RUNS = 10;
const TSX = resolve("node_modules/tsx/dist/cli.mjs");
const CHILD = resolve("scripts/bench/menu-image-child.ts");

export interface MenuImageResult {
  jpegBytes: number;
  firstMs: number;
  timing: Timing;
  rssBeforeBytes: number;
  peakRssBytes: number;
  variants: { width: number; height: number; bytes: number }[];
}

/**
 * A photo-like JPEG (light and colour, an edge, fine texture, sensor noise; the same every run) at
 * quality 90 with camera EXIF, a few megabytes like a phone's.
 */
async function phonePhoto(): Promise<Buffer> {
  const { width, height } = PHOTO;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 12345;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) >>> 0;
    return (seed >>> 24) / 8 - 16;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      // Broad light, and fine texture (a potato's skin, a tablecloth's weave) that JPEG must keep.
      const light = 120 + 70 * Math.sin(x / 310) * Math.cos(y / 270) + 18 * Math.sin(x / 3.1 + y / 7.3) * Math.cos(y / 2.9);
      const plate = (x - 2000) ** 2 + (y - 1500) ** 2 < 1100 ** 2 ? 60 : 0;
      pixels[at] = Math.max(0, Math.min(255, light + plate + noise()));
      pixels[at + 1] = Math.max(0, Math.min(255, light * 0.8 + plate * 0.6 + noise()));
      pixels[at + 2] = Math.max(0, Math.min(255, light * 0.45 + noise()));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: "Bench", Model: "Phone", Copyright: "bench" } })
    .toBuffer();
}

export async function measureMenuImage(scratch: string): Promise<MenuImageResult> {
  const photo = await phonePhoto();
  const path = join(scratch, "phone-photo.jpg");
  writeFileSync(path, photo);
  checkNotInterrupted();
  // Its own process group, stopped with the others on Ctrl-C (tsx runs node as a child of its own).
  const child = spawn(process.execPath, [TSX, CHILD, path, String(RUNS)], { stdio: ["ignore", "pipe", "pipe"], detached: true });
  if (child.pid !== undefined) watchGroup(child.pid);
  const forget = onCleanup(() => {
    if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, "SIGKILL");
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((done) => child.once("exit", done));
  forget();
  if (child.pid !== undefined) forgetGroup(child.pid);
  const line = output.split("\n").find((text) => text.startsWith("{"));
  if (code !== 0 || !line) throw new Error(`the image processing exited with ${code}: ${output.slice(-500)}`);
  const measured = JSON.parse(line) as { firstMs: number; times: number[]; rssBeforeBytes: number; peakRssBytes: number; variants: MenuImageResult["variants"] };
  return {
    jpegBytes: photo.length,
    firstMs: measured.firstMs,
    timing: summarize(measured.times),
    rssBeforeBytes: measured.rssBeforeBytes,
    peakRssBytes: measured.peakRssBytes,
    variants: measured.variants,
  };
}
