import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { freePort } from "./start-server";

/** Debian's nginx (`apt-get install -y nginx`; .ci/run installs it). */
export const NGINX_PATH = "/usr/sbin/nginx";

/** nginx running as a child process of the test. */
export interface NginxProcess {
  /** Its access log so far, one request a line. */
  accessLog: () => string;
  stop: () => Promise<void>;
}

/** nginx as a plain reverse proxy (startNginxProxy). */
export interface RunningNginx extends NginxProcess {
  /** Where it listens: http://127.0.0.1:PORT. */
  url: string;
}

const quoted = (path: string) => `"${path.replace(/["\\]/g, "\\$&")}"`;

/**
 * nginx on a free loopback port in front of `upstream`, as an operator sets up a reverse proxy on
 * the same machine with nothing but `proxy_pass` (and `proxy_redirect off`): it adds no
 * `Forwarded` or `X-Forwarded-*` header and sends `upstream`'s host as `Host`.
 */
export async function startNginxProxy(upstream: string): Promise<RunningNginx> {
  const port = await freePort();
  const nginx = await startNginx(`server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass ${upstream};
      proxy_redirect off;
    }
  }`);
  return { ...nginx, url: `http://127.0.0.1:${port}` };
}

/**
 * Debian's nginx with `sites` as the servers of its http block (what an operator puts in
 * sites-enabled). Its config, pid, logs and temporary files live in a folder of its own; it runs in
 * the foreground (`daemon off`) as a child process, which stop() ends.
 */
export async function startNginx(sites: string): Promise<NginxProcess> {
  if (!existsSync(NGINX_PATH)) throw new Error(`nginx not found at ${NGINX_PATH}: apt-get install -y nginx`);
  const folder = mkdtempSync(join(tmpdir(), "patates-nginx-"));
  const temp = (name: string) => quoted(join(folder, "temp", name));
  mkdirSync(join(folder, "temp"), { recursive: true });
  const accessLog = join(folder, "access.log");
  // Run as root, nginx hands its workers to "nobody", who cannot read a private temporary folder.
  const user = process.getuid?.() === 0 ? `user ${userInfo().username};` : "";
  const configPath = join(folder, "nginx.conf");
  writeFileSync(
    configPath,
    `daemon off;
worker_processes 1;
${user}
pid ${quoted(join(folder, "nginx.pid"))};
# notice: nginx says "start worker process" once it listens.
error_log stderr notice;
events {
  worker_connections 64;
}
http {
  access_log ${quoted(accessLog)};
  client_body_temp_path ${temp("client_body")};
  proxy_temp_path ${temp("proxy")};
  fastcgi_temp_path ${temp("fastcgi")};
  uwsgi_temp_path ${temp("uwsgi")};
  scgi_temp_path ${temp("scgi")};
  ${sites}
}
`,
  );
  // -e: errors to stderr from the first moment, before the config is read (not to /var/log/nginx).
  const child = spawn(NGINX_PATH, ["-e", "stderr", "-p", folder, "-c", configPath], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((ready, fail) => {
    const check = () => {
      if (output.includes("start worker process")) ready();
    };
    child.stderr.on("data", check);
    child.once("error", fail);
    child.once("exit", (code) => fail(new Error(`nginx exited with ${code}:\n${output}`)));
  });
  child.removeAllListeners("exit");
  return {
    accessLog: () => (existsSync(accessLog) ? readFileSync(accessLog, "utf8") : ""),
    stop: () =>
      new Promise<void>((done) => {
        const finish = () => {
          rmSync(folder, { recursive: true, force: true });
          done();
        };
        if (child.exitCode !== null || child.signalCode !== null) return finish();
        child.once("exit", finish);
        // TERM: nginx's fast shutdown, its worker with it.
        child.kill("SIGTERM");
      }),
  };
}
