import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { userInfo } from "node:os";
import { join } from "node:path";
import { startProcess, type RunningProcess } from "./processes";

/** Debian's nginx (`apt-get install -y nginx`); another one through NGINX_PATH. */
export const NGINX_PATH = process.env.NGINX_PATH || "/usr/sbin/nginx";

/** Why nginx cannot run here, or null. The benchmark says so rather than installing system packages itself. */
export function nginxMissingMessage(): string | null {
  return existsSync(NGINX_PATH)
    ? null
    : `nginx not found at ${NGINX_PATH}: install it with "apt-get install -y nginx" (Debian, Ubuntu) or set NGINX_PATH.`;
}

export interface StaticPage {
  /** The URL path it answers, e.g. /menu. */
  path: string;
  html: Buffer;
  /** The very bytes our server sends for it with Content-Encoding: gzip. */
  gzip: Buffer;
}

/** nginx quotes: a path with a space or a semicolon stays one argument. */
const quoted = (path: string) => `"${path.replace(/["\\]/g, "\\$&")}"`;

/**
 * nginx as Debian installs it (sendfile, tcp_nopush), one worker per core, answering `page.path`
 * with the saved page: its pre-gzipped copy (`gzip_static`) to a client that accepts gzip, so it
 * sends the same bytes as our server and compresses nothing per request, as our page cache does not.
 * Keep-alive connections are never closed after a number of requests (nginx's default closes them
 * after 1,000; Node's server never does), so both servers keep the same connections.
 * Everything it writes stays in `folder`; in the foreground (`daemon off`), so stopping its process
 * group stops it and its workers.
 */
function config(folder: string, port: number, page: StaticPage): string {
  const temp = (name: string) => quoted(join(folder, "temp", name));
  // Run as root, nginx hands its workers to "nobody", who cannot read a private temporary folder.
  const user = process.getuid?.() === 0 ? `user ${userInfo().username};` : "";
  return `# Written by the benchmark (scripts/bench/nginx.ts) for one run; removed afterwards.
daemon off;
worker_processes auto;
${user}
pid ${quoted(join(folder, "nginx.pid"))};
# notice: nginx says "start worker process" once it listens; the benchmark waits for that line.
error_log stderr notice;

events {
  worker_connections 1024;
}

http {
  access_log off;
  server_tokens off;
  client_body_temp_path ${temp("client_body")};
  proxy_temp_path ${temp("proxy")};
  fastcgi_temp_path ${temp("fastcgi")};
  uwsgi_temp_path ${temp("uwsgi")};
  scgi_temp_path ${temp("scgi")};

  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;

  default_type text/html;
  charset utf-8;
  gzip_static on;
  gzip_vary on;

  server {
    listen 127.0.0.1:${port};
    root ${quoted(join(folder, "root"))};
    location = ${page.path} {
    }
    location / {
      return 404;
    }
  }
}
`;
}

/** Starts nginx on 127.0.0.1:`port` serving `page`; its config, files and pid stay in `folder`. */
export function startNginx(port: number, folder: string, page: StaticPage): Promise<RunningProcess> {
  const missing = nginxMissingMessage();
  if (missing) return Promise.reject(new Error(missing));
  const root = join(folder, "root");
  mkdirSync(join(folder, "temp"), { recursive: true });
  mkdirSync(root, { recursive: true });
  const file = join(root, page.path.replace(/^\/+/, ""));
  writeFileSync(file, page.html);
  writeFileSync(`${file}.gz`, page.gzip);
  const configPath = join(folder, "nginx.conf");
  writeFileSync(configPath, config(folder, port, page));
  return startProcess({
    name: "nginx",
    command: NGINX_PATH,
    // -e: errors to stderr from the first moment, before the config is read (not to /var/log/nginx).
    args: ["-e", "stderr", "-p", folder, "-c", configPath],
    env: process.env,
    readyText: "start worker process",
    url: `http://127.0.0.1:${port}`,
  });
}
