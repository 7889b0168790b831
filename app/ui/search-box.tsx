import { startTransition, useEffect, useId, useLayoutEffect, useRef } from "react";
import { useFollowOutside } from "./use-followed-state";

/** The longest search a box takes: far beyond any name, and short enough to carry in every row's link. */
export const MAX_SEARCH_LENGTH = 200;

export interface SearchBoxProps {
  label: string;
  placeholder: string;
  /** The search the screen shows (from its address). */
  value: string;
  /** Told of every change, as a transition: the screen's list follows without holding up the keys. */
  onChange: (value: string) => void;
}

/**
 * A labelled search field. The field keeps what is typed itself: a keystroke renders nothing, so it
 * costs the browser's own work and little more (issue 25: a key under 16 ms on a slow phone). The
 * screen hears of the text after the key's frame is painted, as a transition, and only of the
 * latest text when keys come faster than frames: the list follows without holding up the keys.
 */
export function SearchBox({ label, placeholder, value, onChange }: SearchBoxProps) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const report = useReportAfterPaint(onChange);
  // The screen's search changed from elsewhere (back, forward, a link): the field follows; the
  // late echo of an earlier key does not overwrite what was typed since.
  const sent = useFollowOutside(value, (outside) => {
    if (field.current && field.current.value !== outside) field.current.value = outside;
  });
  return (
    <div className="search-box" role="search">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        ref={field}
        id={id}
        type="search"
        name="q"
        defaultValue={value}
        placeholder={placeholder}
        autoComplete="off"
        // eslint-disable-next-line no-restricted-syntax -- a search is not saved: a cut term shows in the box as what is searched for
        maxLength={MAX_SEARCH_LENGTH}
        onChange={(event) => {
          const next = event.currentTarget.value;
          sent(next);
          report(next);
        }}
      />
    </div>
  );
}

/**
 * `onChange` called with the latest value once the frame after the first call since is painted
 * (a frame, then a task), inside a transition: the key that caused it is on screen before the
 * screen's work starts. Nothing is called after the component is gone.
 */
function useReportAfterPaint(onChange: (value: string) => void): (value: string) => void {
  const latest = useRef(onChange);
  useLayoutEffect(() => {
    latest.current = onChange;
  });
  const pending = useRef<{ value: string; frame: number; task: ReturnType<typeof setTimeout> | undefined } | null>(null);
  useEffect(
    () => () => {
      if (!pending.current) return;
      cancelAnimationFrame(pending.current.frame);
      clearTimeout(pending.current.task);
      pending.current = null;
    },
    [],
  );
  const report = useRef((value: string) => {
    if (pending.current) {
      pending.current.value = value;
      return;
    }
    const waiting: { value: string; frame: number; task: ReturnType<typeof setTimeout> | undefined } = { value, frame: 0, task: undefined };
    pending.current = waiting;
    waiting.frame = requestAnimationFrame(() => {
      waiting.task = setTimeout(() => {
        pending.current = null;
        startTransition(() => latest.current(waiting.value));
      }, 0);
    });
  });
  return report.current;
}
