import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { postgresBinariesPresent, startPostgresCluster } from "./postgres-cluster";

/**
 * The parts of docs/deploy.md's deployment that a test sets up on this machine: the guide's own
 * nginx site (deploy/nginx.conf) with this machine's ports and a self-signed certificate, and a
 * PostgreSQL database for the instances to share.
 */

/** What deploy/nginx.conf says, with the values of a deployment on this machine. */
export interface NginxSiteValues {
  serverName: string;
  httpPort: number;
  httpsPort: number;
  certificate: string;
  key: string;
  upstreamPorts: number[];
  /** Where nginx writes the site's access log. */
  accessLog: string;
}

/**
 * deploy/nginx.conf as an operator installs it, with this machine's name, loopback ports,
 * certificate and instances in place of the guide's. Throws when the file no longer has a line the
 * guide tells the operator to change, so the guide and the test cannot drift apart.
 */
export function nginxSiteFromGuide(values: NginxSiteValues): string {
  let site = readFileSync("deploy/nginx.conf", "utf8");
  const replace = (pattern: RegExp, replacement: string) => {
    if (!pattern.test(site)) throw new Error(`deploy/nginx.conf has no ${pattern}`);
    site = site.replace(pattern, replacement);
  };
  replace(/server_name patates\.example\.com;/g, `server_name ${values.serverName};`);
  replace(/listen 80;\s*listen \[::\]:80;/, `listen 127.0.0.1:${values.httpPort};`);
  replace(/listen 443 ssl http2;\s*listen \[::\]:443 ssl http2;/, `listen 127.0.0.1:${values.httpsPort} ssl http2;`);
  replace(/ssl_certificate \/etc\/letsencrypt\/live\/patates\.example\.com\/fullchain\.pem;/, `ssl_certificate ${values.certificate};`);
  replace(/ssl_certificate_key \/etc\/letsencrypt\/live\/patates\.example\.com\/privkey\.pem;/, `ssl_certificate_key ${values.key};`);
  replace(/access_log \/var\/log\/nginx\/patates\.access\.log patates;/, `access_log ${values.accessLog} patates;`);
  replace(/(?:server 127\.0\.0\.1:\d+;\s*)+/, `${values.upstreamPorts.map((port) => `server 127.0.0.1:${port};`).join("\n    ")}\n    `);
  return site;
}

/** A self-signed certificate for `name`, as `openssl` makes one; remove() deletes its folder. */
export function selfSignedCertificate(name: string): { certificate: string; key: string; remove: () => void } {
  const folder = mkdtempSync(join(tmpdir(), "patates-tls-"));
  const certificate = join(folder, "fullchain.pem");
  const key = join(folder, "privkey.pem");
  execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1", "-subj", `/CN=${name}`, "-addext", `subjectAltName=DNS:${name}`, "-keyout", key, "-out", certificate],
    { stdio: "pipe" },
  );
  return { certificate, key, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/**
 * An empty PostgreSQL database: a new one on TEST_DATABASE_URL's server when that is set, else a
 * throwaway cluster of this machine's PostgreSQL 15 (`apt-get install -y postgresql-15`).
 */
export async function sharedPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const server = process.env.TEST_DATABASE_URL;
  if (server) {
    const name = `deploy_${randomBytes(6).toString("hex")}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    };
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
  }
  if (!postgresBinariesPresent()) throw new Error("The deployment test needs PostgreSQL: apt-get install -y postgresql-15, or set TEST_DATABASE_URL.");
  const cluster = await startPostgresCluster();
  return { url: cluster.url, drop: async () => cluster.stop() };
}
