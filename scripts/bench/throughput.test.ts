import { describe, expect, it } from "vitest";
import { summarizeRounds, type ServersLoad } from "./throughput";
import type { LoadResult } from "./wrk";

const run = (requestsPerSecond: number, latencyP99Ms = 5, failed = 0): LoadResult => ({
  requestsPerSecond,
  latencyMedianMs: 1,
  latencyP99Ms,
  requests: requestsPerSecond * 5,
  non2xx: failed,
  errors: 0,
  timeouts: 0,
});

describe("the throughput rounds, as the bench reports them", () => {
  it("takes each round's ratio under the same conditions, and reports the middle one with the lowest and highest", () => {
    const rounds: ServersLoad[] = [
      // A busy round: every server slower, the ratio as before.
      { ours: run(5_000), nginx: run(10_000), bareNode: run(8_000) },
      { ours: run(12_000, 9), nginx: run(20_000), bareNode: run(16_000) },
      { ours: run(9_000, 7, 2), nginx: run(30_000, 3), bareNode: run(18_000) },
    ];
    const summary = summarizeRounds(rounds);
    expect(summary.toNginx).toEqual({ median: 0.5, lowest: 0.3, highest: 0.6 });
    expect(summary.toBareNode).toEqual({ median: 0.625, lowest: 0.5, highest: 0.75 });
    expect(summary.requestsPerSecond).toEqual({ ours: 9_000, nginx: 20_000, bareNode: 16_000 });
    expect(summary.p99Ms.ours).toEqual({ median: 7, lowest: 5, highest: 9 });
    expect(summary.p99Ms.nginx).toEqual({ median: 5, lowest: 3, highest: 5 });
    expect(summary.failures).toEqual({ ours: 2, nginx: 0, bareNode: 0 });
  });
});
