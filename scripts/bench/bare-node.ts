import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { StaticPage } from "./nginx";
import { startProcess, type RunningProcess } from "./processes";

/** Starts the bare Node.js server (bare-node-server.ts) on 127.0.0.1:`port` sending `page`; its files stay in `folder`. */
export function startBareNode(port: number, folder: string, page: StaticPage): Promise<RunningProcess> {
  const htmlPath = join(folder, "page.html");
  const gzipPath = join(folder, "page.html.gz");
  writeFileSync(htmlPath, page.html);
  writeFileSync(gzipPath, page.gzip);
  return startProcess({
    name: "bare node",
    command: process.execPath,
    args: [join(import.meta.dirname, "bare-node-server.ts"), String(port), htmlPath, gzipPath, page.path],
    env: process.env,
    readyText: "bare node listening",
    url: `http://127.0.0.1:${port}`,
  });
}
