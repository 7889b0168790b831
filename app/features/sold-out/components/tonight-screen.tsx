import { useLayoutEffect, useMemo, useRef, type KeyboardEvent } from "react";
import { Form } from "react-router";
import { useLanguage, useT } from "~/i18n/language-context";
import { localize } from "~/i18n/localize";
import { formatWeekdayTime } from "~/lib/dates";
import { nameCollator } from "~/lib/names";
import { searchKey } from "~/lib/search-key";
import { BackOfficePage } from "~/ui/back-office-page";
import { ErrorBanner, LoadFailedBanner } from "~/ui/error-banner";
import { formErrorsOf, type FormReply } from "~/ui/form-reply";
import { SearchBox } from "~/ui/search-box";
import { useScreenSearch } from "~/ui/use-screen-search";
import { useDescribeMessage } from "~/ui/use-describe-message";
import { useRevalidateAt } from "~/ui/use-revalidate-at";
import { tonightListEnds, type TonightCategory, type TonightDish } from "../sold-out";
import { tonightScreenMessages } from "../sold-out-texts";

export interface TonightScreenProps {
  loaderData: {
    /** The active dishes by category, in menu order; null when they could not be loaded. */
    categories: TonightCategory[] | null;
    /** When 'tonight' ends if a dish is marked now: the end of this service day (UTC ISO). */
    tonightEnds: string | null;
    /** The server's clock when it loaded these (UTC ISO): what the wait for their first end is counted from. */
    now: string;
  };
  actionData: FormReply | undefined;
}

/** The intent of every tap on this screen; the pressed button's `choice` says what the dish is to be. */
export const SOLD_OUT_INTENT = "sold-out";

/**
 * 'Tonight': the staff's list of the dishes on the menu, by category, to mark one sold out the
 * moment the kitchen runs out: 'Sold out', then 'Tonight' or 'Until further notice' (two taps), and
 * 'Undo' (one). Each tap is a form, so it also works before the page's script has loaded. Left
 * open, it loads again at the first end of what it shows (docs/decisions/0034-sold-out.md).
 */
export function TonightScreen({ loaderData, actionData }: TonightScreenProps) {
  const t = useT(tonightScreenMessages);
  const describe = useDescribeMessage(tonightScreenMessages, "soldOut.updateFailed");
  const language = useLanguage();
  const { query, setQuery } = useScreenSearch();
  const { categories, tonightEnds, now } = loaderData;
  // Left open (a kitchen's tablet, overnight), the list loads again when what it says ends by
  // itself: a dish back on sale, the 'Tonight' button's end moved to the next service day.
  useRevalidateAt(tonightListEnds(categories, tonightEnds), now);
  const shown = useMemo(() => {
    const key = searchKey(query.trim());
    if (!categories || key === "") return categories ?? [];
    return categories.flatMap((category) => {
      const dishes = category.dishes.filter((dish) => searchKey(`${dish.name.tr}\n${dish.name.en}`).includes(key));
      return dishes.length > 0 ? [{ ...category, dishes }] : [];
    });
  }, [categories, query]);
  const soldOut = (categories ?? []).flatMap((category) => category.dishes.filter((dish) => dish.state.soldOut));
  const refused = formErrorsOf(actionData, SOLD_OUT_INTENT);
  const endsAt = tonightEnds ? formatWeekdayTime(tonightEnds, language) : "";

  return (
    <BackOfficePage title={t("soldOut.title")} subtitle={t("soldOut.subtitle")}>
      {!categories && <LoadFailedBanner message={t("soldOut.loadFailed")} />}
      {refused?.map((message) => <ErrorBanner key={message} message={describe(message)} />)}
      {categories && (
        <>
          <SearchBox label={t("soldOut.searchLabel")} placeholder={t("soldOut.searchPlaceholder")} value={query} onChange={setQuery} />
          {soldOut.length > 0 && (
            <p className="tonight-count">
              {t("soldOut.soldOutCount", { count: soldOut.length })}{" "}
              {soldOut
                .map((dish) => localize(dish.name, language))
                .sort(nameCollator(language).compare)
                .join(", ")}
            </p>
          )}
          {/* Present from the start: a live region announces only what later appears in it. */}
          <div role="status">
            {categories.length === 0 ? (
              <p className="empty-state">{t("soldOut.empty")}</p>
            ) : (
              shown.length === 0 && <p className="empty-state">{t("soldOut.noMatches")}</p>
            )}
          </div>
          {shown.length === 0 ? null : (
            <div className="tonight-list" aria-label={t("soldOut.listLabel")} role="region">
              {shown.map((category) => (
                <section key={category.id} aria-labelledby={`tonight-${category.id}`}>
                  <h2 id={`tonight-${category.id}`} className="tonight-category">
                    {localize(category.name, language)}
                  </h2>
                  <ul className="tonight-dishes">
                    {category.dishes.map((dish) => (
                      <TonightRow key={dish.id} dish={dish} endsAt={endsAt} />
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          )}
        </>
      )}
    </BackOfficePage>
  );
}

/**
 * One dish: its name and state, and the buttons that change it. A tap swaps them ('Sold out' for
 * 'Undo' and back): the focus, on the button that went, moves to the one that came, so the keyboard
 * and a screen reader stay on the dish.
 */
function TonightRow({ dish, endsAt }: { dish: TonightDish; endsAt: string }) {
  const t = useT(tonightScreenMessages);
  const language = useLanguage();
  const name = localize(dish.name, language);
  const { state } = dish;
  const row = useRef<HTMLLIElement>(null);
  const shownState = useRef(state.soldOut);
  useLayoutEffect(() => {
    if (shownState.current === state.soldOut) return;
    shownState.current = state.soldOut;
    const focused = document.activeElement;
    if (focused === null || focused === document.body || row.current?.contains(focused)) row.current?.querySelector<HTMLElement>(".tonight-undo button, .tonight-choose summary")?.focus();
  }, [state.soldOut]);
  const hidden = (
    <>
      <input type="hidden" name="id" value={dish.id} />
      {/* The state this row shows: a tap is refused only if that has changed, not for another edit of the dish. */}
      <input type="hidden" name="shown" value={dish.shown} />
      <input type="hidden" name="intent" value={SOLD_OUT_INTENT} />
    </>
  );
  return (
    <li ref={row} className={state.soldOut ? "tonight-dish is-sold-out" : "tonight-dish"} data-testid="tonight-dish">
      <div className="tonight-dish-text">
        <span className="tonight-dish-name">{name}</span>
        <span className="tonight-dish-state">
          {!state.soldOut
            ? t("soldOut.onSale")
            : state.until === null
              ? t("soldOut.soldOutIndefinitely")
              : t("soldOut.soldOutTonight", { time: formatWeekdayTime(state.until, language) })}
        </span>
      </div>
      {state.soldOut ? (
        <Form method="post" preventScrollReset className="tonight-undo">
          {hidden}
          <button type="submit" name="choice" value="on_sale" className="button" aria-label={t("soldOut.undoFor", { name })}>
            {t("soldOut.undo")}
          </button>
        </Form>
      ) : (
        // A disclosure, so the second tap's choice needs no script: open it, then choose.
        <details className="tonight-choose" onKeyDown={closeOnEscape}>
          <summary className="button" aria-label={t("soldOut.markSoldOutFor", { name })}>
            {t("soldOut.markSoldOut")}
          </summary>
          <Form method="post" preventScrollReset className="tonight-choices" aria-label={t("soldOut.chooseFor", { name })}>
            {hidden}
            <button type="submit" name="choice" value="tonight" className="button button-danger">
              <span>{t("soldOut.tonight")}</span>
              {endsAt && <span className="tonight-choice-help">{t("soldOut.tonightHelp", { time: endsAt })}</span>}
            </button>
            <button type="submit" name="choice" value="until_further_notice" className="button">
              <span>{t("soldOut.untilFurtherNotice")}</span>
              <span className="tonight-choice-help">{t("soldOut.untilFurtherNoticeHelp")}</span>
            </button>
          </Form>
        </details>
      )}
    </li>
  );
}

/** Escape closes the choices, as it closes a menu, and gives the focus back to the button that opened them. */
function closeOnEscape(event: KeyboardEvent<HTMLDetailsElement>) {
  const choices = event.currentTarget;
  if (event.key !== "Escape" || !choices.open) return;
  choices.open = false;
  choices.querySelector("summary")?.focus();
}
