import { useId, useMemo } from "react";
import { Link, useNavigate } from "react-router";
import { useT } from "~/i18n/language-context";
import { DECLARATIONS, type Declaration } from "~/lib/declarations";
import { allergenNames } from "~/ui/allergen-names";
import { useFollowedState } from "~/ui/use-followed-state";
import { menuMessages } from "../menu-messages";
import { MENU_SEARCH_PARAMETER, MENU_WITHOUT_PARAMETER } from "~/lib/menu-address";
import { withoutFromAddress, withoutParameter } from "../menu-allergen-filter";
import { GuestAllergenName, useAllergenName } from "./allergen-line";
import { AllergenIcon } from "~/ui/allergen-icons";

export interface AllergenFilterProps {
  /** The declarations chosen (from the address). */
  without: readonly Declaration[];
  /** How many dishes the choice hides. */
  hidden: number;
  /** The menu's address with these changes (the search the guest typed kept). */
  href: (changes: Record<string, string | null>) => string;
  query: string;
  language: string | null;
}

/**
 * 'Without: gluten, milk …': a choice per declaration that hides the dishes containing or maybe
 * containing it, kept in the address (`without=`). Each tick shows the menu at once; before the
 * page's script runs, it is a GET form the server answers the same way. It says how many dishes it
 * hid, and never hides a dish whose information is incomplete (those show their warning).
 */
export function AllergenFilter({ without, hidden, href, query, language }: AllergenFilterProps) {
  const t = useT(allergenNames);
  const tMenu = useT(menuMessages);
  const name = useAllergenName();
  const navigate = useNavigate();
  const legendId = useId();
  // The ticks follow the address, and show a tick at once, before the address has it.
  const [chosenText, setChosenText, sent] = useFollowedState(withoutParameter(without) ?? "");
  const chosen = useMemo(() => withoutFromAddress(new URLSearchParams({ [MENU_WITHOUT_PARAMETER]: chosenText })), [chosenText]);
  const choose = (key: Declaration, checked: boolean) => {
    const next = checked ? [...chosen, key] : chosen.filter((each) => each !== key);
    const nextText = withoutParameter(next);
    setChosenText(nextText ?? "");
    sent(nextText ?? "");
    const to = href({ [MENU_WITHOUT_PARAMETER]: nextText });
    void navigate(to, { replace: true, preventScrollReset: true });
    // The worker keeps the page at this address, so a reload of it opens offline too (once it runs:
    // on a first visit it may still be installing).
    const url = new URL(to, window.location.href).href;
    void navigator.serviceWorker?.ready.then((registration) => registration.active?.postMessage({ type: "keep-page", url }));
  };
  const names = without.map(name).join(", ");
  return (
    <>
      <details className="allergen-filter">
        <summary>
          {t("allergens.filterSummary")}
          {without.length > 0 && <span className="tab-count"> {without.length}</span>}
        </summary>
        <form
          method="get"
          action="/menu"
          onSubmit={(event) => {
            // Each tick has shown the menu already: the button only folds the choices away, and the
            // keyboard focus, on the button now hidden, goes to what opens them again.
            event.preventDefault();
            const details = event.currentTarget.closest("details");
            details?.removeAttribute("open");
            details?.querySelector("summary")?.focus();
          }}
        >
          {query && <input type="hidden" name={MENU_SEARCH_PARAMETER} value={query} />}
          {language && <input type="hidden" name="lang" value={language} />}
          <fieldset aria-labelledby={legendId}>
            <legend id={legendId}>{t("allergens.filterLegend")}</legend>
            <ul className="allergen-filter-choices">
              {DECLARATIONS.map((key) => (
                <li key={key}>
                  <label>
                    <input type="checkbox" name={MENU_WITHOUT_PARAMETER} value={key} checked={chosen.includes(key)} onChange={(event) => choose(key, event.target.checked)} />
                    <AllergenIcon declaration={key} />
                    <GuestAllergenName declaration={key} />
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <button type="submit" className="button">
            {t("allergens.filterApply")}
          </button>
        </form>
      </details>
      {/* Always there, so a screen reader hears the count change as the guest ticks. */}
      <p className="allergen-filter-status" role="status">
        {without.length > 0 && (
          <>
            {hidden === 0 ? tMenu("menu.nothingHidden", { names }) : hidden === 1 ? t("allergens.hiddenOne", { names }) : t("allergens.hidden", { count: hidden, names })}{" "}
            <Link
              to={href({ [MENU_WITHOUT_PARAMETER]: null })}
              replace
              preventScrollReset
              // The link goes with the filter it clears: the focus goes on at the filter's heading.
              onClick={() => document.querySelector<HTMLElement>(".allergen-filter summary")?.focus()}
            >
              {t("allergens.filterClear")}
            </Link>
          </>
        )}
      </p>
    </>
  );
}
