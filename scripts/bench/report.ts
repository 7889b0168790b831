export interface Row {
  metric: string;
  value: string;
  /** Empty when the number is reported without a target. */
  target: string;
  /** null: no target, or nothing measured. */
  met: boolean | null;
}

export function row(metric: string, value: string, target = "", met: boolean | null = null): Row {
  return { metric, value, target, met };
}

export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export function ms(value: number): string {
  return `${value.toFixed(1)} ms`;
}

function metText(met: boolean | null, target: string): string {
  if (met === null) return target ? "?" : "";
  return met ? "yes" : "NO";
}

/** A plain-text table that reads well in a terminal and in a pasted log. */
export function formatTable(rows: Row[]): string {
  const header = { metric: "metric", value: "value", target: "target", met: "met?" };
  const cells = rows.map((r) => ({ metric: r.metric, value: r.value, target: r.target, met: metText(r.met, r.target) }));
  const all = [header, ...cells];
  const width = (key: keyof typeof header) => Math.max(...all.map((cell) => cell[key].length));
  const widths = { metric: width("metric"), value: width("value"), target: width("target"), met: width("met") };
  const line = (cell: typeof header) =>
    `| ${cell.metric.padEnd(widths.metric)} | ${cell.value.padStart(widths.value)} | ${cell.target.padEnd(widths.target)} | ${cell.met.padEnd(widths.met)} |`;
  const rule = `|${"-".repeat(widths.metric + 2)}|${"-".repeat(widths.value + 2)}|${"-".repeat(widths.target + 2)}|${"-".repeat(widths.met + 2)}|`;
  return [line(header), rule, ...cells.map(line)].join("\n");
}

/** A measurement, or why it could not be made. */
export interface Outcome<T> {
  result?: T;
  error?: string;
}

/** Runs one measurement; a failure becomes its error message, so the others still run. */
export async function outcome<T>(run: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { result: await run() };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
