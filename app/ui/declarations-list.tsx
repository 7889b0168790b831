import { useId } from "react";
import { useT } from "~/i18n/language-context";
import type { DeclarationsView } from "~/lib/declarations";
import { allergenMessages } from "./allergen-messages";
import { AllergenIcon } from "./allergen-icons";

/**
 * A recipe's (or a dish's) worked-out allergens, each with the way to what causes it ('Süt —
 * içerir: Sos → Tereyağı'), as the cost breakdown shows its conversions; then the two diets.
 */
export function DeclarationsList({ view }: { view: DeclarationsView }) {
  const t = useT(allergenMessages);
  const headingId = useId();
  const way = (path: string[]) => path.join(" → ");
  const diet = (name: string, { state, path }: DeclarationsView["vegan"]) =>
    state === "yes" ? t("allergens.dietProven", { diet: name }) : state === "no" ? t("allergens.dietRuledOut", { diet: name, path: way(path) }) : t("allergens.dietUnknown", { diet: name, path: way(path) });
  return (
    <section aria-labelledby={headingId} className="declarations">
      <h3 id={headingId}>{t("allergens.recipeTitle")}</h3>
      {view.declarations.length === 0 ? (
        <p>{t("allergens.recipeFree")}</p>
      ) : (
        <ul className="declaration-lines">
          {view.declarations.map(({ key, state, path, alsoUnknown }) => (
            <li key={key} className={`declaration-line is-${state}`}>
              <AllergenIcon declaration={key} /> <strong>{t(`allergens.${key}`)}</strong> — {t(`allergens.known.${state}`)}: {way(path)}
              {alsoUnknown && <> ({t("allergens.unknownVia", { path: way(alsoUnknown) })})</>}
            </li>
          ))}
        </ul>
      )}
      <ul className="declaration-diets">
        <li>{diet(t("allergens.vegetarian"), view.vegetarian)}</li>
        <li>{diet(t("allergens.vegan"), view.vegan)}</li>
      </ul>
    </section>
  );
}
