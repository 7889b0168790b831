import {
  matrixCell,
  type MatrixCell,
  type MatrixRow,
} from "~/features/allergens/dish";
import { useLanguage, useT } from "~/i18n/language-context";
import { localize } from "~/i18n/localize";
import type {
  CoreMessageKey,
  Translate as TranslateKeys,
} from "~/i18n/translate";
import {
  combineMessages,
  type FeatureMessageKey,
} from "~/i18n/messages/define-messages";
import { formatDateTime } from "~/lib/dates";
import { DECLARATIONS } from "~/lib/declarations";
import { AllergenIcon } from "~/ui/allergen-icons";
import { allergenNames } from "~/ui/allergen-names";
import { BackOfficePage } from "~/ui/back-office-page";
import { LoadFailedBanner } from "~/ui/error-banner";
import { ScrollingTable } from "~/ui/scrolling-table";
import { useHydrated } from "~/ui/use-hydrated";
import type { AllergenMatrix } from "../allergen-matrix";
import { allergenMatrixMessages } from "../allergen-matrix-messages";
import { GuestAllergenName, StateIcon } from "./allergen-line";

/** The matrix's own words, and the guests' names of the declarations and diets. */
const matrixTexts = combineMessages(allergenNames, allergenMatrixMessages);

type Translate = TranslateKeys<
  CoreMessageKey | FeatureMessageKey<typeof matrixTexts>
>;

/** Each cell's words: what a screen reader says, and the key's lines. */
const CELL_TEXT = {
  contains: "allergenMatrix.contains",
  "may-contain": "allergenMatrix.mayContain",
  "may-contain-unknown": "allergenMatrix.mayContainUnknown",
  unknown: "allergenMatrix.unknown",
  free: "allergenMatrix.free",
} as const satisfies Record<MatrixCell, string>;

/** A cell's mark: the menu's own signs, and a dash for 'does not contain'. */
function CellMark({ cell }: { cell: MatrixCell }) {
  switch (cell) {
    case "contains":
    case "may-contain":
    case "unknown":
      return <StateIcon state={cell === "unknown" ? "incomplete" : cell} />;
    case "may-contain-unknown":
      return (
        <>
          <StateIcon state="may-contain" />
          <StateIcon state="incomplete" />
        </>
      );
    case "free":
      return <span aria-hidden="true">–</span>;
  }
}

function Cell({ cell, t }: { cell: MatrixCell; t: Translate }) {
  return (
    <td className={`matrix-cell is-${cell}`}>
      <CellMark cell={cell} />
      <span className="visually-hidden">{t(CELL_TEXT[cell])}</span>
    </td>
  );
}

/**
 * A diet column's cell: a tick where the diet is proven, blank where it is not. Not a dash: in the
 * allergen columns a dash says 'does not contain', and 'not confirmed' is no such statement.
 */
function DietCell({ proven, t }: { proven: boolean; t: Translate }) {
  return (
    <td className={proven ? "matrix-cell is-proven" : "matrix-cell is-not-proven"}>
      {proven && <span aria-hidden="true">✓</span>}
      <span className="visually-hidden">
        {t(proven ? "allergenMatrix.proven" : "allergenMatrix.notProven")}
      </span>
    </td>
  );
}

function DishRow({
  name,
  row,
  t,
}: {
  name: string;
  row: MatrixRow;
  t: Translate;
}) {
  return (
    <tr>
      <th scope="row">{name}</th>
      {DECLARATIONS.map((key) => (
        <Cell key={key} cell={matrixCell(row, key)} t={t} />
      ))}
      <DietCell proven={row.vegetarian} t={t} />
      <DietCell proven={row.vegan} t={t} />
    </tr>
  );
}

function MatrixKey({ t }: { t: Translate }) {
  const cells: MatrixCell[] = ["contains", "may-contain", "unknown", "free"];
  return (
    <section className="matrix-key" aria-labelledby="matrix-key-title">
      <h2 id="matrix-key-title">{t("allergenMatrix.keyTitle")}</h2>
      <ul>
        {cells.map((cell) => (
          <li key={cell}>
            <span className={`matrix-key-mark is-${cell}`}>
              <CellMark cell={cell} />
            </span>
            {t(CELL_TEXT[cell])}
          </li>
        ))}
        <li>
          <span className="matrix-key-mark is-proven" aria-hidden="true">
            ✓
          </span>
          {t("allergenMatrix.dietKey", { vegetarian: t("allergens.vegetarian"), vegan: t("allergens.vegan") })}
        </li>
      </ul>
    </section>
  );
}

/**
 * The allergen matrix: every dish guests are shown, in the menu's order under its category, against
 * the 16 declarations and the two diets, as the menu tells guests. On screen it scrolls sideways on
 * a phone; printed, it fills an A4 page across, its heading row on every page (allergen-matrix.css).
 */
export function AllergenMatrixScreen({
  matrix,
  restaurantName,
}: {
  matrix: AllergenMatrix | null;
  restaurantName: string;
}) {
  const t = useT(matrixTexts);
  const language = useLanguage();
  const hydrated = useHydrated();
  const columns = DECLARATIONS.length + 3;
  return (
    <BackOfficePage
      title={t("allergenMatrix.title")}
      subtitle={t("allergenMatrix.subtitle")}
    >
      {matrix === null ? (
        <LoadFailedBanner message={t("allergenMatrix.loadFailed")} />
      ) : (
        <>
          <div className="matrix-meta">
            <p>
              <span className="matrix-restaurant">{restaurantName}</span> ·{" "}
              {t("allergenMatrix.generated", {
                date: formatDateTime(matrix.generatedAt, language),
              })}
            </p>
            <button
              type="button"
              className="button button-primary matrix-print"
              disabled={!hydrated}
              onClick={() => window.print()}
            >
              {t("allergenMatrix.print")}
            </button>
          </div>
          <MatrixKey t={t} />
          {matrix.categories.length === 0 ? (
            <p className="empty-state">{t("allergenMatrix.empty")}</p>
          ) : (
            <ScrollingTable
              id="matrix"
              caption={t("allergenMatrix.tableLabel")}
              className="allergen-matrix"
            >
              <thead>
                <tr>
                  <th scope="col" className="matrix-dish-heading">
                    {t("allergenMatrix.dish")}
                  </th>
                  {DECLARATIONS.map((key) => (
                    <th scope="col" key={key}>
                      <span className="matrix-heading">
                        <GuestAllergenName declaration={key} />
                      </span>
                      <AllergenIcon declaration={key} size={20} />
                    </th>
                  ))}
                  <th scope="col">
                    <span className="matrix-heading">
                      {t("allergens.vegetarian")}
                    </span>
                  </th>
                  <th scope="col">
                    <span className="matrix-heading">
                      {t("allergens.vegan")}
                    </span>
                  </th>
                </tr>
              </thead>
              {matrix.categories.map((category) => (
                <tbody key={category.id}>
                  <tr className="matrix-category">
                    <th scope="rowgroup" colSpan={columns}>
                      <span className="matrix-category-name">{localize(category.name, language)}</span>
                    </th>
                  </tr>
                  {category.dishes.map((dish) => (
                    <DishRow
                      key={dish.id}
                      name={localize(dish.name, language)}
                      row={dish.row}
                      t={t}
                    />
                  ))}
                </tbody>
              ))}
            </ScrollingTable>
          )}
          <p className="matrix-footnote">{t("allergenMatrix.footnote")}</p>
        </>
      )}
    </BackOfficePage>
  );
}
