/** The variables README.md's configuration table names, in its first column. */
export function documentedVariables(readme: string): Set<string> {
  const table = readme.split("## Configuration")[1]?.split("\n## ")[0] ?? "";
  return new Set([...table.matchAll(/^\|\s*(`[A-Z0-9_]+`(?:,\s*`[A-Z0-9_]+`)*)\s*\|/gm)].flatMap((row) => [...row[1]!.matchAll(/`([A-Z0-9_]+)`/g)].map((name) => name[1]!)));
}
