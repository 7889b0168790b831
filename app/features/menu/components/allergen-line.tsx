import { Fragment } from "react";
import { useLanguage, useT } from "~/i18n/language-context";
import type { GuestDeclarations } from "~/features/allergens/dish";
import type { Declaration } from "~/lib/declarations";
import { AllergenIcon } from "~/ui/allergen-icons";
import { allergenNames, GUEST_ALLERGEN_NAMES_BETWEEN, guestAllergenName, guestAllergenNameParts } from "~/ui/allergen-names";

/** The mark before 'Contains' (a filled warning sign), before 'May contain' (an outlined one) and before what is not known (a circled i): each is read out by its word, never by its colour. */
export function StateIcon({ state }: { state: "contains" | "may-contain" | "incomplete" }) {
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
 * A declaration's name for a guest (guestAllergenName) as the page shows it: on an English page its
 * Turkish name is marked as Turkish, so a screen reader says it in Turkish.
 */
export function GuestAllergenName({ declaration }: { declaration: Declaration }) {
  const { turkish, english } = guestAllergenNameParts(declaration, useLanguage());
  if (english === null) return turkish;
  // One element: where its parent lays names out as a flex row (a sign beside its name, a tick
  // beside its label), the space before the slash would otherwise start an item of its own and be
  // dropped ('Süt/ Milk').
  return (
    <span>
      <span lang="tr">{turkish}</span>
      {GUEST_ALLERGEN_NAMES_BETWEEN}
      {english}
    </span>
  );
}

/** Where the names go in 'Contains: {names}', to split the message there. */
const NAMES_MARK = "\u0000";

/** 'Contains: Süt, Hardal' with each declaration's sign before its name; the words are the message's, in the page's language. */
function NamedList({ message, keys }: { message: string; keys: readonly Declaration[] }) {
  const [before, after] = message.split(NAMES_MARK);
  return (
    <span>
      {before}
      {/* A sign stays with its name and a comma after it; the line breaks between names. */}
      {keys.map((key, index) => (
        <Fragment key={key}>
          {index > 0 && " "}
          <span className="allergen-name">
            <AllergenIcon declaration={key} />
            <GuestAllergenName declaration={key} />
            {index < keys.length - 1 && ","}
          </span>
        </Fragment>
      ))}
      {after}
    </span>
  );
}

/**
 * What a dish declares, as a guest reads it on the menu's row and the item's page: what it
 * contains, what it may contain, a diet only where proven, and a warning wherever something is not
 * known. Nothing at all for a dish that declares nothing and is fully known.
 */
export function AllergenLine({ allergens, className = "allergen-line" }: { allergens: GuestDeclarations; className?: string }) {
  const t = useT(allergenNames);
  const { contains, mayContain, vegetarian, vegan, incomplete } = allergens;
  if (contains.length === 0 && mayContain.length === 0 && !vegetarian && !incomplete) return null;
  return (
    <span className={className}>
      {(vegan || vegetarian) && <span className="allergen-diet">{t(vegan ? "allergens.vegan" : "allergens.vegetarian")}</span>}
      {contains.length > 0 && (
        <span className="allergen-state is-contains">
          <StateIcon state="contains" />
          <NamedList message={t("allergens.containsShort", { names: NAMES_MARK })} keys={contains} />
        </span>
      )}
      {mayContain.length > 0 && (
        <span className="allergen-state is-may-contain">
          <StateIcon state="may-contain" />
          <NamedList message={t("allergens.mayContainShort", { names: NAMES_MARK })} keys={mayContain} />
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
