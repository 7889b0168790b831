import { useCallback, useEffect, useEffectEvent, useRef, useState, type Dispatch, type SetStateAction } from "react";

/** The values a component sent out that the outside value has not caught up with yet, oldest first. */
export type SentValues<T> = readonly T[];

/** At most this many are remembered: a person types fewer keys than this before the outside catches up. */
const SENT_KEPT = 64;

/** `sent` with `value` sent out as well. */
export function withSent<T>(sent: SentValues<T>, value: T): SentValues<T> {
  return [...sent.slice(-(SENT_KEPT - 1)), value];
}

/**
 * What a new outside value means, given what was sent and not yet caught up with:
 * - the last value sent: the outside has caught up; nothing is waiting any more;
 * - an earlier one: the echo of an earlier keystroke arriving late (React commits the transitions of
 *   successive keys on their own, not always in order); the state keeps what was typed since;
 * - anything else: a change from elsewhere (back, forward, a link), which the state takes.
 */
export function followOutside<T>(sent: SentValues<T>, outside: T): { take: boolean; sent: SentValues<T> } {
  if (sent.length > 0 && sent.at(-1) === outside) return { take: false, sent: [] };
  if (sent.includes(outside)) return { take: false, sent };
  return { take: true, sent: [] };
}

/**
 * Follows a value from outside (the address, a parent's prop): `take` is called with each new
 * outside value that is none of those this component sent out (recorded with the function this
 * returns), so what the person has typed since is never overwritten by the echo of an earlier
 * keystroke, even one that arrives after a later one, while back, forward or a link still bring
 * their own value in.
 */
export function useFollowOutside<T>(outside: T, take: (value: T) => void): (value: T) => void {
  const sentValues = useRef<SentValues<T>>([]);
  const lastOutside = useRef(outside);
  const takeOutside = useEffectEvent(take);
  useEffect(() => {
    if (outside === lastOutside.current) return;
    lastOutside.current = outside;
    const { take: taken, sent } = followOutside(sentValues.current, outside);
    sentValues.current = sent;
    if (taken) takeOutside(outside);
  }, [outside]);
  return useCallback((next: T) => {
    sentValues.current = withSent(sentValues.current, next);
  }, []);
}

/** State of a component's own that follows a value from outside as `useFollowOutside` says. */
export function useFollowedState<T>(outside: T): [T, Dispatch<SetStateAction<T>>, (value: T) => void] {
  const [value, setValue] = useState(outside);
  const sent = useFollowOutside(outside, setValue);
  return [value, setValue, sent];
}
