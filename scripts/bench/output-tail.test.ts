import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { outputTail } from "./output-tail";

describe("the tail of a child's output", () => {
  it("is the last bytes of everything kept, whatever the chunks' sizes", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 64 }), fc.array(fc.uint8Array({ maxLength: 150 }), { maxLength: 20 }), (size, chunks) => {
        const tail = outputTail(size);
        for (const chunk of chunks) tail.keep(Buffer.from(chunk));
        const all = Buffer.concat(chunks.map((chunk) => Buffer.from(chunk)));
        expect(tail.text()).toBe(all.subarray(Math.max(0, all.length - size)).toString());
      }),
    );
  });

  it("keeps a line that ends a long output whole", () => {
    const tail = outputTail(64);
    for (let index = 0; index < 1_000; index += 1) tail.keep(Buffer.from(`request ${index}\n`));
    tail.keep(Buffer.from("Serving on http://127.0.0.1:4601\n"));
    expect(tail.text().endsWith("request 999\nServing on http://127.0.0.1:4601\n")).toBe(true);
  });
});
