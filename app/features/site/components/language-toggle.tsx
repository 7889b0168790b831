import { useLanguage, useSwitchLanguage, useT } from "~/i18n/language-context";

/** What the toggle shows: a voice command naming it reaches it, as its spoken name starts with it. */
const TOGGLE_TEXT = "TR/EN";

/** TR/EN: shows both, marks the current one, switches to the other. */
export function LanguageToggle() {
  const language = useLanguage();
  const switchLanguage = useSwitchLanguage();
  const t = useT();
  const other = language === "tr" ? "en" : "tr";
  return (
    <button
      type="button"
      className="language-toggle"
      onClick={() => switchLanguage(other)}
      aria-label={`${TOGGLE_TEXT}: ${t("nav.switchLanguage")}`}
      lang={other}
      data-testid="language-toggle"
    >
      <span aria-hidden="true" className={language === "tr" ? "is-current" : undefined}>
        TR
      </span>
      <span aria-hidden="true">/</span>
      <span aria-hidden="true" className={language === "en" ? "is-current" : undefined}>
        EN
      </span>
    </button>
  );
}
