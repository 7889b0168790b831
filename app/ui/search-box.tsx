import { useId } from "react";

export interface SearchBoxProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled search field; the screen keeps its value in the URL. */
export function SearchBox({ label, placeholder, value, onChange }: SearchBoxProps) {
  const id = useId();
  return (
    <div className="search-box" role="search">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input id={id} type="search" name="q" value={value} placeholder={placeholder} autoComplete="off" onChange={(event) => onChange(event.currentTarget.value)} />
    </div>
  );
}
