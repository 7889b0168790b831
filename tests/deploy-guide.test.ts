import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LARGEST_BODY_BYTES } from "../server/body-limits";
import { documentedVariables } from "./support/readme-configuration";

/**
 * docs/deploy.md names files, commands and settings; each must exist as named. What the guide
 * sets up is run for real by tests/e2e/deployment-behind-tls.desktop.spec.ts (nginx with the
 * guide's own file, two instances on one PostgreSQL, https, an external provider).
 */
const guide = readFileSync("docs/deploy.md", "utf8");
const packageJson = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string>; engines: { node: string } };
const documented = documentedVariables(readFileSync("README.md", "utf8"));

/** The lines of the guide's shell blocks. */
const commands = [...guide.matchAll(/```sh\n([\s\S]*?)```/g)].flatMap((block) => block[1]!.split("\n").filter((line) => line.trim() !== ""));

describe("the deployment guide", () => {
  it("names only files the repository has", () => {
    const named = new Set([...guide.matchAll(/\bdeploy\/[\w@.-]+/g)].map((match) => match[0].replace(/\.$/, "")));
    expect(named.size).toBeGreaterThanOrEqual(4);
    for (const path of named) expect(existsSync(path), path).toBe(true);
    for (const path of ["tests/e2e/deployment-behind-tls.desktop.spec.ts", "tests/deploy-guide.test.ts"]) expect(guide).toContain(path);
  });

  it("runs only npm scripts the project has", () => {
    const scripts = commands.flatMap((line) => [...line.matchAll(/npm run (\w+)/g)].map((match) => match[1]!));
    expect(scripts).toEqual(expect.arrayContaining(["build", "user", "backup", "restore"]));
    for (const script of scripts) expect(Object.keys(packageJson.scripts), script).toContain(script);
  });

  it("sets only settings the README documents, in its own file as in the guide", () => {
    const settingsFile = readFileSync("deploy/patates.env", "utf8");
    const inSettingsFile = [...settingsFile.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]!);
    const inGuide = [...guide.matchAll(/`([A-Z][A-Z0-9_]+)(?:=[^`]*)?`/g)].map((match) => match[1]!).filter((name) => name.includes("_") || name === "HOST" || name === "PORT");
    const inUnit = [...readFileSync("deploy/patates@.service", "utf8").matchAll(/^Environment=([A-Z_]+)=/gm)].map((match) => match[1]!);
    for (const name of [...inSettingsFile, ...inGuide, ...inUnit]) expect(documented, name).toContain(name);
    expect(inSettingsFile).toEqual(expect.arrayContaining(["PUBLIC_URL", "DATABASE_URL", "GOOGLE_CLIENT_ID", "OIDC_ISSUER", "ADMIN_EMAILS", "BACKUP_DIR"]));
  });

  it("ships its settings in single quotes, which systemd and sh read alike", () => {
    const assignments = readFileSync("deploy/patates.env", "utf8").split("\n").filter((line) => /^#?\s*[A-Z][A-Z0-9_]+=/.test(line));
    expect(assignments.length).toBeGreaterThanOrEqual(6);
    for (const line of assignments) expect(line, line).toMatch(/^(?:#\s*)?[A-Z][A-Z0-9_]+='[^']*'$/);
    // Read by sh as steps 6 and 9 do, a value with spaces and a $ comes through whole.
    const folder = mkdtempSync(join(tmpdir(), "patates-env-"));
    try {
      const file = join(folder, "patates.env");
      writeFileSync(file, "OIDC_NAME='Microsoft Entra ID'\nDATABASE_URL='postgres://patates:Pa$s&w0rd%40@127.0.0.1:5432/patates'\n");
      const read = spawnSync("sh", ["-c", `set -a; . ${file}; printf %s "$OIDC_NAME|$DATABASE_URL"`], { encoding: "utf8" });
      expect(read.stdout).toBe("Microsoft Entra ID|postgres://patates:Pa$s&w0rd%40@127.0.0.1:5432/patates");
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("asks for the Node versions the project supports", () => {
    expect(packageJson.engines.node).toBe("^22.12.0 || ^24.0.0 || ^26.0.0");
    expect(guide).toContain("Node.js 26 (the current LTS), 24 or 22");
  });

  it("lets nginx and Caddy pass the largest upload the site takes", () => {
    const megabytes = (text: string, pattern: RegExp) => Number(pattern.exec(text)?.[1]);
    // nginx's m is 1024², Caddy's MB 1000².
    expect(megabytes(readFileSync("deploy/nginx.conf", "utf8"), /client_max_body_size (\d+)m;/) * 1024 * 1024).toBeGreaterThanOrEqual(LARGEST_BODY_BYTES);
    expect(megabytes(readFileSync("deploy/Caddyfile", "utf8"), /max_size (\d+)MB/) * 1000 * 1000).toBeGreaterThanOrEqual(LARGEST_BODY_BYTES);
  });

  it("runs the instances the nginx and Caddy files balance, on loopback, restarted on failure", () => {
    const unit = readFileSync("deploy/patates@.service", "utf8");
    expect(unit).toMatch(/^Environment=PORT=%i$/m);
    expect(unit).toMatch(/^Environment=HOST=127\.0\.0\.1$/m);
    expect(unit).toMatch(/^Restart=on-failure$/m);
    expect(unit).toMatch(/^ExecStart=npm start$/m);
    // Each start runs the release `current` points at; what it writes only the site's user reads.
    expect(unit).toMatch(/^WorkingDirectory=\/srv\/patates\/current$/m);
    expect(unit).toMatch(/^UMask=0077$/m);
    expect(commands).toContain("sudo -u patates ln -sfn /srv/patates/releases/NEW /srv/patates/current");
    const ports = (text: string) => [...text.matchAll(/127\.0\.0\.1:(\d+)/g)].map((match) => match[1]);
    expect(ports(readFileSync("deploy/nginx.conf", "utf8"))).toEqual(["3000", "3001"]);
    expect(ports(readFileSync("deploy/Caddyfile", "utf8"))).toEqual(["3000", "3001"]);
    expect(commands).toContain("sudo systemctl enable --now patates@3000 patates@3001");
  });
});
