/**
 * Run by scripts/bench/menu-image.ts in a process of its own, so that its peak memory is the image
 * processing's and nothing else's: reads the JPEG at argv[2], processes it through the menu image
 * module once to warm up and `argv[3]` times timed, and prints one JSON line.
 */
import { readFileSync } from "node:fs";
import { processMenuImage } from "../../app/features/menu-images/process-menu-image.server";

const [path = "", runsText = "10"] = process.argv.slice(2);
const file = readFileSync(path);
const rssBeforeBytes = process.memoryUsage().rss;
const firstStarted = performance.now();
await processMenuImage(file);
const firstMs = performance.now() - firstStarted;
const times: number[] = [];
let variants: { width: number; height: number; bytes: number }[] = [];
for (let run = 0; run < Number(runsText); run++) {
  const started = performance.now();
  const made = await processMenuImage(file);
  times.push(performance.now() - started);
  variants = made.map((variant) => ({ width: variant.width, height: variant.height, bytes: variant.bytes.length }));
}
// maxRSS: the most this process ever held in memory, in kilobytes.
console.log(JSON.stringify({ firstMs, times, rssBeforeBytes, peakRssBytes: process.resourceUsage().maxRSS * 1024, variants }));
