import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Turns } from "./turns";

/** A piece of work that ends when the test says so. */
function pending() {
  let end!: (fail: boolean) => void;
  const settled = new Promise<string>((resolve, reject) => {
    end = (fail) => (fail ? reject(new Error("failed")) : resolve("done"));
  });
  return { settled, end };
}

describe("Turns", () => {
  it("never runs more than its size at once, and starts the waiting in the order they came", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 4 }), fc.array(fc.boolean(), { minLength: 1, maxLength: 12 }), async (size, failures) => {
        const turns = new Turns(size);
        const works = failures.map(() => pending());
        const started: number[] = [];
        let running = 0;
        let most = 0;
        const results = works.map((work, index) =>
          turns
            .run(async () => {
              started.push(index);
              running += 1;
              most = Math.max(most, running);
              try {
                return await work.settled;
              } finally {
                running -= 1;
              }
            })
            .catch((error: Error) => error.message),
        );
        await Promise.resolve();
        expect(started).toEqual(works.slice(0, size).map((_, index) => index));
        // Each ends in the order it started; the next in line starts in its place.
        for (const [index, work] of works.entries()) {
          work.end(failures[index]!);
          await results[index];
        }
        expect(started).toEqual(works.map((_, index) => index));
        expect(most).toBe(Math.min(size, works.length));
        expect(await Promise.all(results)).toEqual(failures.map((fail) => (fail ? "failed" : "done")));
      }),
    );
  });

  it("gives a turn back when its work throws before it awaits anything", async () => {
    const turns = new Turns(1);
    await expect(
      turns.run(() => {
        throw new Error("at once");
      }),
    ).rejects.toThrow("at once");
    expect(await turns.run(async () => "next")).toBe("next");
  });
});
