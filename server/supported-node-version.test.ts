import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SUPPORTED_NODE_MAJORS, unsupportedNodeMessage } from "./supported-node-version";

describe("the Node.js versions the site runs on", () => {
  it("runs on 22, 24, 26 and newer, and says what to install on anything older", () => {
    for (const version of ["22.12.0", "24.21.0", "26.12.1", "27.0.0"]) expect(unsupportedNodeMessage(version)).toBeNull();
    for (const version of ["20.20.2", "18.19.1"]) {
      expect(unsupportedNodeMessage(version)).toBe(
        `Node.js ${version} cannot run the site: it needs Node.js 22, 24 or 26. Where the system's Node is older, \`npm install -g node@24\` installs Node 24 (README.md).`,
      );
    }
  });

  it("agrees with package.json's engines", () => {
    const { engines } = JSON.parse(readFileSync("package.json", "utf8")) as { engines: { node: string } };
    const majors = engines.node.split("||").map((range) => Number(/\^(\d+)\./.exec(range)?.[1]));
    expect(majors).toEqual([...SUPPORTED_NODE_MAJORS]);
  });
});
