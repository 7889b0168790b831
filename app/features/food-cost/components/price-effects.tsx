import { getFormProps, getInputProps } from "@conform-to/react";
import { startTransition, useEffect, useMemo, useState } from "react";
import { Form, Link } from "react-router";
import { useLanguage, useT } from "~/i18n/language-context";
import type { Language } from "~/i18n/localize";
import { localize } from "~/i18n/localize";
import { formatDateTime } from "~/lib/dates";
import { formatCost } from "~/lib/money";
import { unitWithPack } from "~/lib/quantity";
import { backOfficeScreenMessages } from "~/ui/back-office-messages";
import { LoadFailedBanner } from "~/ui/error-banner";
import { formErrorsOf, resultOf, type FormReply } from "~/ui/form-reply";
import { FormErrors } from "~/ui/field-error";
import { FormActions, PageLanguageField, TextField } from "~/ui/form-fields";
import { RowKeptWhileTyping } from "~/ui/row-kept-while-typing";
import { useBackOfficeForm, type BackOfficeFormProps } from "~/ui/use-back-office-form";
import { useDescribeMessage } from "~/ui/use-describe-message";
import { formatPercent, formatPoints, percentInputValue, recipeBreakdownHref, type FoodCost } from "../food-cost";
import { foodCostMessages } from "../food-cost-messages";
import { preparePreview, priceAlertThresholdSchema, previewPrice, type MovedDish, type PriceAlert, type PriceSensitivity, type PriceShown } from "../price-impact";

const foodCostScreenMessages = backOfficeScreenMessages(foodCostMessages);

/** A food cost in a few words: '%34,2', 'unknown', or 'no price'. */
function shareText(cost: FoodCost, language: Language, words: { unknown: string; noPrice: string }): string {
  if (cost.kind === "known") return formatPercent(cost.tenths, language);
  return cost.kind === "incomplete" ? words.unknown : words.noPrice;
}

/** A change in points with its sign: '+4,2', '−1,0'. */
function signedPoints(tenths: number, language: Language): string {
  const points = formatPoints(Math.abs(tenths), language);
  return tenths > 0 ? `+${points}` : tenths < 0 ? `−${points}` : points;
}

/** How long typing must pause before a screen reader is told what the typed price would do. */
const ANNOUNCE_AFTER_TYPING_MS = 1_000;

/**
 * The warning under an inventory price while it is typed, before anything is saved: how many dishes
 * it moves and which would go over their target, by how many points. Worked out in the page from
 * how each dish's cost follows the price (`PriceSensitivity`), with no request. It follows the
 * field `fieldId` itself, so a key redraws this warning alone, not the whole form around it, and
 * after the key's own frame.
 *
 * The field names it as its description. A screen reader is told the same once typing pauses (a
 * status region of its own), not at every key: a price typed digit by digit would queue a warning
 * for each.
 */
export function PriceWarning({ sensitivities, savedKurus, fieldId, id }: { sensitivities: readonly PriceSensitivity[]; savedKurus: number; fieldId: string; id: string }) {
  const t = useT(foodCostMessages);
  const language = useLanguage();
  const [priceText, setPriceText] = useState<string | null>(null);
  useEffect(() => {
    const field = document.getElementById(fieldId);
    if (!(field instanceof HTMLInputElement)) return;
    // What was typed before the page's script took over counts too.
    setPriceText(field.value);
    // A transition: the key's own frame shows the digit at once, the warning follows when the keys
    // leave React time (a key typed meanwhile drops the render for the one before).
    const follow = () => startTransition(() => setPriceText(field.value));
    field.addEventListener("input", follow);
    return () => field.removeEventListener("input", follow);
  }, [fieldId]);
  const prepared = useMemo(() => preparePreview(sensitivities, savedKurus), [sensitivities, savedKurus]);
  const preview = priceText === null ? null : previewPrice(prepared, priceText, language);
  const moved = preview?.moved ?? 0;
  const crossing = (preview?.crossing ?? []).map((dish) => ({
    id: dish.id,
    text: t("foodCost.previewCrossingDish", {
      name: localize(dish.name, language),
      share: formatPercent(dish.tenths, language),
      points: formatPoints(dish.tenths - dish.targetTenths, language),
      target: formatPercent(dish.targetTenths, language),
    }),
  }));
  const stillOver = preview?.stillOver ?? 0;
  const sentences: string[] = [];
  if (moved > 0 && preview?.noPrice) {
    sentences.push(moved === 1 ? t("foodCost.previewNoPriceOne") : t("foodCost.previewNoPrice", { count: moved }));
  } else if (moved > 0) {
    sentences.push(moved === 1 ? t("foodCost.previewMovesOne") : t("foodCost.previewMoves", { count: moved }));
    if (crossing.length === 0 && stillOver === 0) sentences.push(moved === 1 ? t("foodCost.previewNoneCrossOne") : t("foodCost.previewNoneCross"));
    if (stillOver > 0) sentences.push(stillOver === 1 ? t("foodCost.previewStillOverOne") : t("foodCost.previewStillOver", { count: stillOver }));
  }
  const summary = sentences.join(" ");
  const spoken = crossing.length > 0 ? [summary, t("foodCost.previewCrossing"), ...crossing.map((dish) => `${dish.text}.`)].join(" ") : summary;
  const [announced, setAnnounced] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(spoken), ANNOUNCE_AFTER_TYPING_MS);
    return () => clearTimeout(timer);
  }, [spoken]);
  return (
    <>
      <div id={id} className="price-warning">
        {summary ? (
          <div className={crossing.length > 0 ? "notice price-warning-crossing" : "form-note"}>
            <p>{summary}</p>
            {crossing.length > 0 && (
              <>
                <p>{t("foodCost.previewCrossing")}</p>
                <ul>
                  {crossing.map((dish) => (
                    <li key={dish.id}>{dish.text}</li>
                  ))}
                </ul>
              </>
            )}
          </div>
        ) : null}
      </div>
      {/* Always there, so a screen reader hears what appears in it. */}
      <p className="visually-hidden price-warning-announcement" role="status">
        {announced}
      </p>
    </>
  );
}

/** The dishes a change moved, as a list: each with its food cost before and after, the change, and the ingredient that moved it. */
function MovedDishList({ moved }: { moved: readonly MovedDish[] }) {
  const t = useT(foodCostMessages);
  const language = useLanguage();
  const words = { unknown: t("foodCost.unknownShort"), noPrice: t("foodCost.noPriceShort") };
  return (
    <ul className="moved-dishes">
      {moved.map((dish) => (
        <li key={dish.id} className={dish.after.kind === "known" && dish.after.over ? "is-over" : undefined}>
          <Link to={recipeBreakdownHref(dish.recipeId)}>{localize(dish.name, language)}</Link>
          {": "}
          {shareText(dish.before, language, words)} → {shareText(dish.after, language, words)}
          {dish.changeTenths !== null && ` (${signedPoints(dish.changeTenths, language)})`}
          {dish.after.kind === "known" && dish.after.over && (
            <>
              {", "}
              <strong>{t("foodCost.movedOver", { target: formatPercent(dish.after.targetTenths, language) })}</strong>
            </>
          )}
          {" · "}
          {t("foodCost.movedVia", { ingredients: dish.ingredients.join(", ") })}
        </li>
      ))}
    </ul>
  );
}

/** After a price is saved: every dish whose food cost it moved, largest change first. */
export function MovedDishesReport({ moved }: { moved: readonly MovedDish[] }) {
  const t = useT(foodCostMessages);
  return (
    <section className="moved-dishes-report" aria-labelledby="moved-dishes-heading" role="status">
      <h3 id="moved-dishes-heading">{t("foodCost.movedTitle")}</h3>
      {moved.length === 0 ? (
        <p>{t("foodCost.movedNone")}</p>
      ) : (
        <>
          <p>{moved.length === 1 ? t("foodCost.movedIntroOne") : t("foodCost.movedIntro", { count: moved.length })}</p>
          <MovedDishList moved={moved} />
        </>
      )}
    </section>
  );
}

function priceText(price: PriceShown, language: Language): string {
  return `${formatCost(price.priceKurus, language)}/${unitWithPack(price.unit, price.pack, language)}`;
}

/**
 * The Overview's list of price changes over the admins' share, newest first, each until someone
 * marks it seen: who changed it and when, from what to what, and the dishes it moved.
 */
export function PriceAlertsPanel({
  alerts,
  total,
  thresholdBp,
  errors,
}: {
  alerts: readonly PriceAlert[];
  total: number;
  thresholdBp: number;
  errors?: string;
}) {
  const t = useT(foodCostMessages);
  const language = useLanguage();
  const share = formatPercent(thresholdBp / 10, language);
  return (
    <section className="price-alerts" aria-labelledby="price-alerts-heading">
      <h3 id="price-alerts-heading">{t("foodCost.alertsTitle")}</h3>
      {errors && (
        <p className="field-error" role="alert">
          {errors}
        </p>
      )}
      {alerts.length === 0 ? (
        <p className="form-note">{t("foodCost.alertsNone", { share })}</p>
      ) : (
        <>
          <p className="form-note">{t("foodCost.alertsIntro", { share })}</p>
          <ul className="price-alert-list">
            {alerts.map((alert) => (
              <li key={alert.priceId} className="price-alert">
                <div className="price-alert-head">
                  <p>
                    <Link to={`/inventory-manager?item=${encodeURIComponent(alert.itemId)}`}>
                      <strong>{t("foodCost.alertChange", { item: alert.itemName, from: priceText(alert.from, language), to: priceText(alert.to, language) })}</strong>
                    </Link>
                    <br />
                    <span className="form-note">
                      {alert.by ? t("foodCost.alertWho", { who: alert.by, when: formatDateTime(alert.at, language) }) : t("foodCost.alertWhoUnknown", { when: formatDateTime(alert.at, language) })}
                    </span>
                  </p>
                  {/* Posted to the route the panel is in (the Overview). */}
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="priceId" value={alert.priceId} />
                    <button type="submit" name="intent" value="markPriceSeen" className="button button-secondary" aria-label={t("foodCost.markSeenLabel", { item: alert.itemName })}>
                      {t("foodCost.markSeen")}
                    </button>
                  </Form>
                </div>
                {alert.moved.length === 0 ? (
                  <p className="form-note">{t("foodCost.alertNoDishes")}</p>
                ) : (
                  <>
                    <p className="form-note">{t("foodCost.alertDishes")}</p>
                    <MovedDishList moved={alert.moved} />
                  </>
                )}
              </li>
            ))}
          </ul>
          {total > alerts.length && <p className="form-note">{t("foodCost.alertsMore", { shown: alerts.length, total })}</p>}
        </>
      )}
    </section>
  );
}

/** The share over which a price change is listed, set by the admins in the panel. */
export function PriceAlertThresholdForm({ thresholdBp, version, lastResult }: { thresholdBp: number; version: number } & Pick<BackOfficeFormProps, "lastResult">) {
  const t = useT(foodCostScreenMessages);
  const language = useLanguage();
  const describe = useDescribeMessage(foodCostScreenMessages, "backOffice.invalidValue");
  const [form, fields, formLanguage] = useBackOfficeForm(priceAlertThresholdSchema, {
    id: `price-alert-threshold-v${version}`,
    lastResult,
    defaultValue: { share: percentInputValue(thresholdBp, language), version: String(version) },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="price-alert-threshold" preventScrollReset>
      <FormErrors id={form.errorId} errors={form.errors} describe={describe} />
      <input {...getInputProps(fields.version, { type: "hidden" })} />
      <PageLanguageField language={formLanguage} />
      <TextField field={fields.share} label={t("foodCost.alertThreshold")} hint={t("foodCost.alertThresholdHint")} describe={describe} inputMode="decimal" autoComplete="off" />
      <FormActions intent="setPriceAlertThreshold" label={t("foodCost.alertThresholdSave")} busyLabel={t("foodCost.alertThresholdSaving")} preventScrollReset />
    </Form>
  );
}

/**
 * The Overview's price changes: the list and the share that lists them (from the Overview's
 * loader, null when they could not be read), with the replies to their forms.
 */
export function PriceChangesSection({
  data,
  actionData,
}: {
  data: { alerts: PriceAlert[]; total: number; thresholdBp: number; version: number } | null;
  actionData: FormReply | undefined;
}) {
  const t = useT(foodCostMessages);
  const describe = useDescribeMessage(foodCostScreenMessages, "backOffice.invalidValue");
  // The share is the site settings' (one row), for the form kept on its version while it holds typing.
  const thresholdBp = data?.thresholdBp;
  const version = data?.version;
  const settingsRow = useMemo(() => (thresholdBp === undefined || version === undefined ? null : { id: "site-settings", thresholdBp, version }), [thresholdBp, version]);
  if (!data) return <LoadFailedBanner message={t("foodCost.alertsLoadFailed")} />;
  const seenErrors = formErrorsOf(actionData, "markPriceSeen");
  return (
    <div className="overview-price-changes">
      <PriceAlertsPanel alerts={data.alerts} total={data.total} thresholdBp={data.thresholdBp} errors={seenErrors?.map(describe).join(" ")} />
      {/* After a save it starts from what was saved (its form's id follows the version), and keeps the focus; a colleague's save waits while it holds typing. */}
      <RowKeptWhileTyping row={settingsRow}>
        {(kept) => kept && <PriceAlertThresholdForm thresholdBp={kept.thresholdBp} version={kept.version} lastResult={resultOf(actionData, "setPriceAlertThreshold")} />}
      </RowKeptWhileTyping>
    </div>
  );
}
