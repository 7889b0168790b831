/** The Node.js majors the site runs on (package.json's engines, docs/decisions/0005). */
export const SUPPORTED_NODE_MAJORS = [22, 24, 26] as const;

/** Why this Node cannot run the site, or null when it can: 22, 24, 26, or a newer one. */
export function unsupportedNodeMessage(version: string): string | null {
  const major = Number(version.split(".")[0]);
  if (Number.isInteger(major) && major >= SUPPORTED_NODE_MAJORS[0]) return null;
  return `Node.js ${version} cannot run the site: it needs Node.js 22, 24 or 26. Where the system's Node is older, \`npm install -g node@24\` installs Node 24 (README.md).`;
}
