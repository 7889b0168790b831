import { startAppServer, cleanUpAll } from "./scripts/bench/processes";
import { getOk } from "./scripts/bench/http";
for (const env of [undefined, "production", undefined, "production"]) {
  if (env) process.env.NODE_ENV = env; else delete process.env.NODE_ENV;
  const s = await startAppServer(4607, `/tmp/bench-dbg-${env ?? "unset"}.db`);
  const h = { "accept-language": "tr", "accept-encoding": "gzip", cookie: "session=x" };
  for (let i = 0; i < 10; i++) await getOk(`${s.url}/menu`, h);
  const t: number[] = [];
  for (let i = 0; i < 30; i++) t.push((await getOk(`${s.url}/menu`, h)).ms);
  t.sort((a, b) => a - b);
  console.log(env ?? "unset", "median rendered /menu", t[15]!.toFixed(1), "ms");
  await s.stop();
}
await cleanUpAll();
process.exit(0);
