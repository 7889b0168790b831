import { getOk } from "./http";

export interface Timing {
  samples: number;
  medianMs: number;
  p95Ms: number;
}

/** Nearest rank: the smallest value with at least `fraction` of the (sorted) samples at or below it. */
export function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

export function summarize(times: readonly number[]): Timing {
  const sorted = [...times].sort((a, b) => a - b);
  return { samples: sorted.length, medianMs: percentile(sorted, 0.5), p95Ms: percentile(sorted, 0.95) };
}

/** `count` GETs one after the other, each timed from sending to the last byte of the body. */
export async function timeRequests(url: string, headers: Record<string, string>, count: number): Promise<Timing> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) times.push((await getOk(url, headers)).ms);
  return summarize(times);
}
