import { openDatabase } from "../app/db/connection.server";
import { startAppServer } from "./bench/processes";
import { createStaffSession, cookieHeader } from "./bench/staff-session";
const path = process.argv[2]!;
const db = openDatabase({ engine: "sqlite", path });
const cookie = cookieHeader((await createStaffSession(db, "admin")).cookie);
await db.destroy();
const server = await startAppServer(4616, path);
const r = await fetch(`${server.url}/admin/menu`, { headers: { cookie } });
const html = await r.text();
const scripts = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!.length);
console.log("html", html.length, "scripts", scripts.sort((a, b) => b - a).slice(0, 5));
const li = html.indexOf('<li class="menu-admin-row');
console.log(html.slice(li, li + 2500));
for (let i = 0; i < 3; i++) { const s = performance.now(); await (await fetch(`${server.url}/admin/menu.data`, { headers: { cookie } })).text(); console.log("data ms", performance.now() - s); }
await server.stop();
process.exit(0);
