import { describe, expect, it } from "vitest";
import { parseWrk } from "./wrk";

const REPORT = `Running 10s test @ http://127.0.0.1:4601/menu
  2 threads and 32 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     4.52ms    1.10ms  21.34ms   80.12%
    Req/Sec     3.58k   210.33     4.01k    70.50%
  Latency Distribution
     50%    4.31ms
     75%    4.90ms
     90%    5.80ms
     99%    9.65ms
  71324 requests in 10.01s, 1.03GB read
  Socket errors: connect 0, read 2, write 1, timeout 3
  Non-2xx or 3xx responses: 4
Requests/sec:   7132.10
Transfer/sec:    105.12MB
`;

describe("parseWrk", () => {
  it("reads wrk's report: the rate, the median and p99 in milliseconds, and every failure", () => {
    expect(parseWrk(REPORT)).toEqual({ requestsPerSecond: 7132.1, latencyMedianMs: 4.31, latencyP99Ms: 9.65, requests: 71_324, non2xx: 4, errors: 3, timeouts: 3 });
  });

  it("reads microseconds and seconds, and a report without failures as none", () => {
    const quiet = REPORT.replace("4.31ms", "812.00us").replace("9.65ms", "1.02s").replace(/ {2}Socket errors.*\n {2}Non-2xx.*\n/, "");
    expect(parseWrk(quiet)).toMatchObject({ latencyMedianMs: 0.812, latencyP99Ms: 1020, non2xx: 0, errors: 0, timeouts: 0 });
  });

  it("refuses a report it cannot read", () => {
    expect(() => parseWrk("unable to connect to 127.0.0.1:4601 Connection refused")).toThrow(/percentile/);
  });
});
