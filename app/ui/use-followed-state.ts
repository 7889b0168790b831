import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from "react";

/**
 * State of a component's own that follows a value from outside (the address, a parent's prop)
 * whenever that value changes to anything but what this component last sent out with `sent`: what
 * the person has typed since is never overwritten by the echo of an earlier keystroke, while back,
 * forward or a link still bring their own value in.
 */
export function useFollowedState<T>(outside: T): [T, Dispatch<SetStateAction<T>>, (value: T) => void] {
  const [value, setValue] = useState(outside);
  const sentValue = useRef(outside);
  useEffect(() => {
    if (outside !== sentValue.current) setValue(outside);
    sentValue.current = outside;
  }, [outside]);
  const sent = useCallback((next: T) => {
    sentValue.current = next;
  }, []);
  return [value, setValue, sent];
}
