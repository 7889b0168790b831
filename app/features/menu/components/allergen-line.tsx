import { useLanguage, useT } from "~/i18n/language-context";
import type { GuestDeclarations } from "~/features/allergens/dish";
import type { Declaration } from "~/lib/declarations";
import { allergenNames, guestAllergenName } from "~/ui/allergen-names";

/** The mark before 'Contains' (a filled warning sign) and before 'May contain' (an outlined one): each is read out by its word, never by its colour. */
function StateIcon({ state }: { state: "contains" | "may-contain" | "incomplete" }) {
  return (
    <svg className={`allergen-icon is-${state}`} aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
      {state === "incomplete" ? (
        <>
          <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d="M8 7v4.5M8 4.5v.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </>
      ) : (
        <>
          <path d="M8 1.5 15 14H1z" fill={state === "contains" ? "currentColor" : "none"} stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
          <path d="M8 6v3.5M8 11.5v.5" stroke={state === "contains" ? "#fff" : "currentColor"} strokeWidth="1.6" strokeLinecap="round" />
        </>
      )}
    </svg>
  );
}

/** A declaration's name for a guest in the page's language (guestAllergenName). */
export function useAllergenName(): (key: Declaration) => string {
  const language = useLanguage();
  return (key) => guestAllergenName(key, language);
}

/**
 * What a dish declares, as a guest reads it on the menu's row and the item's page: what it
 * contains, what it may contain, a diet only where proven, and a warning wherever something is not
 * known. Nothing at all for a dish that declares nothing and is fully known.
 */
export function AllergenLine({ allergens, className = "allergen-line" }: { allergens: GuestDeclarations; className?: string }) {
  const t = useT(allergenNames);
  const name = useAllergenName();
  const { contains, mayContain, vegetarian, vegan, incomplete } = allergens;
  if (contains.length === 0 && mayContain.length === 0 && !vegetarian && !incomplete) return null;
  return (
    <span className={className}>
      {(vegan || vegetarian) && <span className="allergen-diet">{t(vegan ? "allergens.vegan" : "allergens.vegetarian")}</span>}
      {contains.length > 0 && (
        <span className="allergen-state is-contains">
          <StateIcon state="contains" />
          {t("allergens.containsShort", { names: contains.map(name).join(", ") })}
        </span>
      )}
      {mayContain.length > 0 && (
        <span className="allergen-state is-may-contain">
          <StateIcon state="may-contain" />
          {t("allergens.mayContainShort", { names: mayContain.map(name).join(", ") })}
        </span>
      )}
      {incomplete && (
        <span className="allergen-state is-incomplete">
          <StateIcon state="incomplete" />
          {t("allergens.guestIncomplete")}
        </span>
      )}
    </span>
  );
}
