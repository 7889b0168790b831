import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { followOutside, withSent, type SentValues } from "./use-followed-state";

/** The state as the hook keeps it: what it shows, and what it sent that the outside has not caught up with. */
interface Model {
  value: string;
  sent: SentValues<string>;
  outside: string;
}

const type = (model: Model, value: string): Model => ({ ...model, value, sent: withSent(model.sent, value) });

/** The outside value changes (the hook's effect runs only on a change). */
function arrive(model: Model, outside: string): Model {
  if (outside === model.outside) return model;
  const { take, sent } = followOutside(model.sent, outside);
  return { value: take ? outside : model.value, sent, outside };
}

describe("state that follows an outside value", () => {
  it("keeps the last key typed while the echoes of earlier keys come back late, some skipped", () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 12 }).map((keys) => keys.map((_, i) => keys.slice(0, i + 1).join(""))),
        fc.infiniteStream(fc.nat({ max: 3 })),
        (typed, picks) => {
          let model: Model = { value: "", sent: [], outside: "" };
          // What the outside will still say, in the order the keys were typed (React commits a key's
          // transition after the earlier ones', and may fold several into one, so some never come).
          const coming: string[] = [];
          for (const value of typed) {
            model = type(model, value);
            coming.push(value);
            // Between keys, the outside catches up with one of the keys on their way, or not.
            if (picks.next().value === 0) {
              const echo = coming.splice(0, 1 + (picks.next().value % coming.length)).at(-1)!;
              model = arrive(model, echo);
              expect(model.value).toBe(value);
            }
          }
          const last = typed.at(-1)!;
          while (coming.length > 0) {
            model = arrive(model, coming.splice(0, 1 + (picks.next().value % coming.length)).at(-1)!);
            expect(model.value).toBe(last);
          }
          // Caught up: nothing waits, and a value from elsewhere is taken at once.
          expect(model.sent).toEqual([]);
          expect(arrive(model, `${last}!`).value).toBe(`${last}!`);
        },
      ),
    );
  });

  it("takes a value from elsewhere (back, forward, a link), and one that arrives while keys are on their way", () => {
    let model: Model = { value: "", sent: [], outside: "" };
    model = arrive(model, "kumpir");
    expect(model.value).toBe("kumpir");
    model = type(type(model, "kumpi"), "kump");
    model = arrive(model, "ayran");
    expect(model).toEqual({ value: "ayran", sent: [], outside: "ayran" });
  });

  it("remembers a bounded number of keys", () => {
    let sent: SentValues<string> = [];
    for (let i = 0; i < 1000; i++) sent = withSent(sent, String(i));
    expect(sent.length).toBeLessThanOrEqual(64);
    expect(sent.at(-1)).toBe("999");
  });
});
