import type { InputHTMLAttributes } from "react";

export interface SwitchProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "role" | "aria-label"> {
  /** Only a checkbox (what a form library's checkbox props carry). */
  type?: "checkbox";
  /** What the switch turns on ('Active'): shown beside it, or only said when `hideLabel` is set. */
  label: string;
  /** The label said but not shown, where a column heading or the row already shows it. */
  hideLabel?: boolean;
}

/**
 * An on/off switch: a native checkbox with the switch role, so it is in the tab order, toggles
 * with Space, posts with its form like any checkbox, and is read as 'on'/'off'. The whole label
 * around it is the touch target, at least 44 px high (back-office.css, `.switch`).
 */
export function Switch({ label, hideLabel = false, className, ...input }: SwitchProps) {
  return (
    <label className={`switch${className ? ` ${className}` : ""}`}>
      <input {...input} type="checkbox" role="switch" {...(hideLabel && { "aria-label": label })} />
      <span className="switch-track" aria-hidden="true">
        <span className="switch-thumb" />
      </span>
      {!hideLabel && <span className="switch-label">{label}</span>}
    </label>
  );
}
