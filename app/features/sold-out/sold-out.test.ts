import { describe, expect, it } from "vitest";
import { defaultSiteSettings } from "~/features/site/site-settings";
import type { WeeklyHours } from "~/features/site/opening-hours";
import { ON_SALE, sameSoldOut, soldOutColumns, soldOutKind, soldOutShown, soldOutState, tonightListEnds, type TonightCategory } from "./sold-out";

// The brief's week: Friday and Saturday 11:00–01:30, the other days 11:00–24:00.
const week = defaultSiteSettings.openingHours;

/** An instant given as Istanbul's wall clock (UTC+3). */
const istanbul = (wall: string) => new Date(`${wall}+03:00`);
const MINUTE = 60_000;
const later = (instant: Date, minutes: number) => new Date(instant.getTime() + minutes * MINUTE);

describe("sold out for tonight", () => {
  // 27 November 2026 is a Friday: closing 01:30 on Saturday, the margin 60 minutes.
  const friday22 = istanbul("2026-11-27T22:00:00");
  const marked = soldOutColumns("tonight", week, friday22, 60);

  it("a dish marked at 22:00 on a Friday, closing 01:30, is sold out at 01:00 and on sale at the service day's end", () => {
    expect(marked).toEqual({ sold_out: "tonight", sold_out_until: istanbul("2026-11-28T02:30:00").toISOString() });
    expect(soldOutState(marked, istanbul("2026-11-28T01:00:00"))).toEqual({ soldOut: true, until: marked.sold_out_until });
    expect(soldOutState(marked, istanbul("2026-11-28T02:29:59")).soldOut).toBe(true);
    expect(soldOutState(marked, istanbul("2026-11-28T02:30:00"))).toEqual({ soldOut: false });
    expect(soldOutState(marked, istanbul("2026-11-28T12:00:00"))).toEqual({ soldOut: false });
  });

  it("marked in the morning, before opening, it holds for that day's service", () => {
    const morning = soldOutColumns("tonight", week, istanbul("2026-11-26T09:15:00"), 60);
    expect(soldOutState(morning, istanbul("2026-11-26T23:30:00")).soldOut).toBe(true);
    expect(soldOutState(morning, istanbul("2026-11-27T01:00:00")).soldOut).toBe(false);
  });

  it("marked on a closed day, it holds through the next day that opens", () => {
    const closedMonday: WeeklyHours = { ...week, monday: null };
    // Monday 30 November, closed: the next service is Tuesday's, 11:00–24:00, ending 01:00 Wednesday.
    const onMonday = soldOutColumns("tonight", closedMonday, istanbul("2026-11-30T12:00:00"), 60);
    expect(soldOutState(onMonday, istanbul("2026-12-01T23:59:00")).soldOut).toBe(true);
    expect(soldOutState(onMonday, istanbul("2026-12-02T01:00:00")).soldOut).toBe(false);
  });
});

describe("sold out until further notice", () => {
  it("is still sold out a week later, and a month later, until undone", () => {
    const marked = soldOutColumns("until_further_notice", week, istanbul("2026-11-27T22:00:00"));
    expect(marked).toEqual({ sold_out: "until_further_notice", sold_out_until: null });
    expect(soldOutState(marked, later(istanbul("2026-11-27T22:00:00"), 7 * 24 * 60))).toEqual({ soldOut: true, until: null });
    expect(soldOutState(marked, istanbul("2026-12-27T22:00:00")).soldOut).toBe(true);
    expect(soldOutState(soldOutColumns("on_sale", week, istanbul("2026-12-27T22:00:00")), istanbul("2026-12-27T22:00:00"))).toEqual({ soldOut: false });
  });
});

describe("soldOutKind", () => {
  it("tells guests 'tonight' until the service day's end and nothing after it, 'until further notice' a month later, nothing on sale", () => {
    const marked = istanbul("2026-11-01T20:00:00");
    const tonight = soldOutColumns("tonight", week, marked, 60);
    const indefinitely = soldOutColumns("until_further_notice", week, marked);
    expect(soldOutKind(tonight, later(marked, 60))).toBe("tonight");
    expect(soldOutKind(tonight, new Date(tonight.sold_out_until!))).toBeNull();
    expect(soldOutKind(indefinitely, later(marked, 60))).toBe("until_further_notice");
    expect(soldOutKind(indefinitely, istanbul("2026-12-01T20:00:00"))).toBe("until_further_notice");
    expect(soldOutKind(ON_SALE, marked)).toBeNull();
  });
});

describe("sameSoldOut", () => {
  const now = istanbul("2026-11-27T22:00:00");
  const tonight = soldOutColumns("tonight", week, now);

  it("a second mark for tonight asks for what is already so", () => {
    expect(sameSoldOut(tonight, soldOutColumns("tonight", week, later(now, 1)), later(now, 1))).toBe(true);
  });

  it("an expired 'tonight' is on sale: undoing it changes nothing, marking it again does", () => {
    const next = istanbul("2026-11-28T19:00:00");
    expect(sameSoldOut(tonight, ON_SALE, next)).toBe(true);
    expect(sameSoldOut(tonight, soldOutColumns("tonight", week, next), next)).toBe(false);
  });

  it("tonight, until further notice and on sale all differ", () => {
    const indefinitely = soldOutColumns("until_further_notice", week, now);
    expect(sameSoldOut(tonight, indefinitely, now)).toBe(false);
    expect(sameSoldOut(tonight, ON_SALE, now)).toBe(false);
    expect(sameSoldOut(ON_SALE, indefinitely, now)).toBe(false);
  });
});

describe("soldOutShown", () => {
  it("tells apart on sale, until further notice and each night's 'tonight', and nothing else", () => {
    const friday = soldOutColumns("tonight", week, istanbul("2026-11-27T22:00:00"));
    const saturday = soldOutColumns("tonight", week, istanbul("2026-11-28T22:00:00"));
    const indefinitely = soldOutColumns("until_further_notice", week, istanbul("2026-11-27T22:00:00"));
    const shown = [ON_SALE, friday, saturday, indefinitely].map(soldOutShown);
    expect(new Set(shown).size).toBe(4);
    expect(soldOutShown(friday)).toBe(`tonight/${friday.sold_out_until}`);
    // Read from a row: the dish's other columns are not part of it.
    expect(soldOutShown({ ...friday, price_kurus: 1, version: 7 } as typeof friday)).toBe(soldOutShown(friday));
  });
});

describe("when the 'Tonight' list, left open, needs loading again", () => {
  const dish = (id: string, state: TonightCategory["dishes"][number]["state"]) => ({ id, shown: "", name: { tr: id, en: id }, state });
  const list: TonightCategory[] = [
    { id: "mains", name: { tr: "Ana", en: "Mains" }, dishes: [dish("kumpir", { soldOut: true, until: "2026-11-28T02:30:00.000Z" }), dish("rosti", { soldOut: false })] },
    { id: "drinks", name: { tr: "İçecek", en: "Drinks" }, dishes: [dish("tea", { soldOut: true, until: null }), dish("ayran", { soldOut: true, until: "2026-11-27T23:00:00.000Z" })] },
  ];

  it("at the first end among the dishes sold out for tonight and the service day the 'Tonight' button names", () => {
    expect(tonightListEnds(list, "2026-11-28T02:30:00.000Z")).toBe("2026-11-27T23:00:00.000Z");
    expect(tonightListEnds(list, "2026-11-27T22:00:00.000Z")).toBe("2026-11-27T22:00:00.000Z");
  });

  it("not for a dish sold out until further notice, nor one on sale; never when nothing ends", () => {
    const noEnds = [{ ...list[1]!, dishes: list[1]!.dishes.slice(0, 1) }, { ...list[0]!, dishes: list[0]!.dishes.slice(1) }];
    expect(tonightListEnds(noEnds, "2026-11-28T02:30:00.000Z")).toBe("2026-11-28T02:30:00.000Z");
    expect(tonightListEnds(noEnds, null)).toBeNull();
    expect(tonightListEnds(null, null)).toBeNull();
    expect(tonightListEnds(list, null)).toBe("2026-11-27T23:00:00.000Z");
  });
});
