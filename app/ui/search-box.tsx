import { startTransition, useId } from "react";
import { useFollowedState } from "./use-followed-state";

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
 * A labelled search field. It keeps what is typed itself, so a keystroke renders only this field;
 * the screen hears of it as a transition (React renders the list when the keys leave it time).
 */
export function SearchBox({ label, placeholder, value, onChange }: SearchBoxProps) {
  const id = useId();
  // The screen's search changed from elsewhere (back, forward, a link): the field follows.
  const [text, setText, reported] = useFollowedState(value);
  return (
    <div className="search-box" role="search">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        value={text}
        placeholder={placeholder}
        autoComplete="off"
        maxLength={MAX_SEARCH_LENGTH}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setText(next);
          reported(next);
          startTransition(() => onChange(next));
        }}
      />
    </div>
  );
}
