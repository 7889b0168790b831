import { describe, expect, it } from "vitest";
import { takesGzip } from "./accept-encoding";

describe("takesGzip", () => {
  it("takes gzip when it is named, with or without a weight above 0", () => {
    expect(takesGzip("gzip")).toBe(true);
    expect(takesGzip("gzip, deflate, br, zstd")).toBe(true);
    expect(takesGzip("br;q=1.0, gzip;q=0.8, *;q=0.1")).toBe(true);
    expect(takesGzip("GZIP")).toBe(true);
    // As compression() reads it: x-gzip is not gzip's name there.
    expect(takesGzip("x-gzip")).toBe(false);
  });

  it("takes it through * only when gzip is not named", () => {
    expect(takesGzip("*")).toBe(true);
    expect(takesGzip("br, *;q=0.5")).toBe(true);
    expect(takesGzip("gzip;q=0, *")).toBe(false);
  });

  it("does not take it without a header, when it is not named, or refused with q=0", () => {
    expect(takesGzip(null)).toBe(false);
    expect(takesGzip(undefined)).toBe(false);
    expect(takesGzip("")).toBe(false);
    expect(takesGzip("identity")).toBe(false);
    expect(takesGzip("br, deflate")).toBe(false);
    expect(takesGzip("gzip;q=0")).toBe(false);
    expect(takesGzip("gzip;q=0.000")).toBe(false);
    expect(takesGzip("*;q=0")).toBe(false);
  });

  it("reads weights as compression() reads them: one it cannot read refuses, one above 1 takes", () => {
    expect(takesGzip("gzip;q=abc")).toBe(false);
    expect(takesGzip("gzip;q=2")).toBe(true);
    expect(takesGzip("gzip;q=0.5")).toBe(true);
  });
});
