import { useState, type InputHTMLAttributes } from "react";
import { useT } from "~/i18n/language-context";
import { backOfficeMessages } from "./back-office-messages";

export type FilePickerProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "className">;

/**
 * A file field in the back office's own look and the page's language: a 'Dosya seç' button and
 * the chosen file's name, where the browser's own control says 'Choose File · No file chosen' in
 * the browser's language. The real input lies over the button, unseen, so a click, a tap, the
 * keyboard and a screen reader all meet the native control with its label; what is drawn beside
 * it is only for the eye.
 */
export function FilePicker({ onChange, ...input }: FilePickerProps) {
  const t = useT(backOfficeMessages);
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <div className="file-picker">
      <input
        {...input}
        type="file"
        className="file-picker-input"
        onChange={(event) => {
          setChosen(event.currentTarget.files?.[0]?.name ?? null);
          onChange?.(event);
        }}
      />
      <span className="button file-picker-button" aria-hidden="true">
        {t("backOffice.chooseFile")}
      </span>
      <span className={chosen ? "file-picker-name" : "file-picker-name is-empty"} aria-hidden="true">
        {chosen ?? t("backOffice.noFileChosen")}
      </span>
    </div>
  );
}
