import { useEffect, useEffectEvent } from "react";
import { useRevalidator } from "react-router";

/** The longest wait a timer keeps (2^31-1 ms, about 24.8 days): a longer one overflows and fires at once. */
export const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * When `at` comes, on this browser's clock, for data the server made at its `serverNow` and this
 * browser got at `arrived` (its own `Date.now()`): the server's wait, counted from the arrival. A
 * tablet whose clock runs ahead of the server's would otherwise ask before the server's clock is
 * there, get the same instant back, and ask again at once, until the server caught up. Counted
 * from the arrival, which is after the server's moment, the deadline is never early.
 */
export function deadlineHere(at: string, serverNow: string, arrived: number): number {
  return arrived + Math.max(0, Date.parse(at) - Date.parse(serverNow));
}

/**
 * How long to wait at `now` for `deadline` (both on this browser's clock): 0 once it has come, and
 * never longer than a timer keeps; a timer that fires before the deadline waits again.
 */
export function timerWait(deadline: number, now: number): number {
  return Math.min(Math.max(0, deadline - now), LONGEST_TIMER_MS);
}

/**
 * Loads the route's data again once `at` has passed: for a screen whose data says something else
 * by itself at a known instant (a dish's 'tonight' ending), and which is left open. `at` and
 * `serverNow` (the server's clock when it made the data) come with each load, which arms the wait
 * again. A timer waits for it; and as a sleeping tablet's timers may not run, the page's becoming
 * visible again checks the clock too, so a list opened the morning after shows the morning's state.
 */
export function useRevalidateAt(at: string | null, serverNow: string): void {
  const { revalidate } = useRevalidator();
  const reload = useEffectEvent(() => void revalidate());
  useEffect(() => {
    if (at === null) return;
    const deadline = deadlineHere(at, serverNow, Date.now());
    if (!Number.isFinite(deadline)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let done = false;
    const check = () => {
      clearTimeout(timer);
      if (done) return;
      const wait = timerWait(deadline, Date.now());
      if (wait > 0) {
        timer = setTimeout(check, wait);
        return;
      }
      // Once: the new data arms the next wait.
      done = true;
      reload();
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === "visible") check();
    };
    check();
    document.addEventListener("visibilitychange", onVisibilityChange);
    return () => {
      done = true;
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisibilityChange);
    };
  }, [at, serverNow]);
}
