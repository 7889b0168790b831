import { useLanguage, useT } from "~/i18n/language-context";
import type { Language } from "~/i18n/localize";
import { formatDateTime } from "~/lib/dates";
import { formatCost } from "~/lib/money";
import { roundHalfUp } from "~/lib/rational";
import { unitLabel } from "~/lib/units";
import { unitWithPack } from "~/lib/quantity";
import { ScrollingTable } from "~/ui/scrolling-table";
import { inventoryScreenMessages } from "../inventory-texts";
import { priceChangeShare, referencePrice, referencePriceChange, shareInTenths, type PriceHistoryEntry, type ReferencePrice } from "../price-history";

/** An item's price history as its detail shows it (priceHistoryOf): newest first, and how many there are in all. */
export interface PriceHistoryData {
  entries: PriceHistoryEntry[];
  total: number;
  /** The price before the oldest shown, which that one's change is from; null when it is the first. */
  olderThanShown: PriceHistoryEntry | null;
}

const PERCENT: Record<Language, Intl.NumberFormat> = {
  tr: new Intl.NumberFormat("tr-TR", { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: "exceptZero" }),
  en: new Intl.NumberFormat("en-GB", { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: "exceptZero" }),
};

/** A price per kg, l or piece, rounded once to the kuruş: '45,00 ₺/kg'; with its sign for a change: '+5,00 ₺/kg'. */
function referenceText(reference: ReferencePrice, language: Language, signed = false): string {
  const kurus = roundHalfUp(reference.kurus);
  return `${signed && kurus > 0n ? "+" : ""}${formatCost(kurus, language)}/${unitLabel(reference.unit, language)}`;
}

/** A price's change from the one before: per kg, l or piece and as a share ('+5,00 ₺/kg (+12,5%)'), the share alone, or that the two cannot be compared. */
function changeText(older: PriceHistoryEntry, entry: PriceHistoryEntry, language: Language, notComparable: string): string {
  const share = priceChangeShare(older, entry);
  if (!share) return notComparable;
  const percent = PERCENT[language].format(shareInTenths(share) / 1000);
  const perReference = referencePriceChange(older, entry);
  return perReference ? `${referenceText(perReference, language, true)} (${percent})` : percent;
}

const CHART = { width: 320, height: 96, pad: 8 };
/** Room on the right for the newest price's step, which holds until now. */
const NOW_ROOM = 24;

/**
 * A small step chart of the price per kilogram, litre or piece (or of the price itself when an item
 * has no such measure), oldest on the left, on a time axis. The table below says the same in words.
 */
function PriceChart({ entries, label }: { entries: PriceHistoryEntry[]; label: string }) {
  const oldestFirst = [...entries].reverse();
  const values = oldestFirst.map((entry) => {
    const reference = referencePrice(entry);
    return reference ? Number(reference.kurus.n) / Number(reference.kurus.d) : entry.priceKurus;
  });
  const times = oldestFirst.map((entry) => Date.parse(entry.effectiveAt));
  // From the first price to the newest: the same drawing on the server and in the browser.
  const [minTime, maxTime] = [Math.min(...times), Math.max(...times)];
  const [minValue, maxValue] = [Math.min(...values), Math.max(...values)];
  const x = (time: number) => CHART.pad + ((time - minTime) / Math.max(1, maxTime - minTime)) * (CHART.width - 2 * CHART.pad - NOW_ROOM);
  const y = (value: number) => CHART.height - CHART.pad - ((value - minValue) / Math.max(1, maxValue - minValue)) * (CHART.height - 2 * CHART.pad);
  let path = "";
  oldestFirst.forEach((_, index) => {
    const at = x(times[index]!);
    const level = y(values[index]!);
    path += index === 0 ? `M${at},${level}` : `H${at}V${level}`;
  });
  // The newest price holds until now: its step runs to the edge.
  path += `H${CHART.width - CHART.pad}`;
  return (
    <svg className="price-chart" viewBox={`0 0 ${CHART.width} ${CHART.height}`} role="img" aria-label={label} preserveAspectRatio="none">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2" vectorEffect="non-scaling-stroke" />
      {oldestFirst.map((entry, index) => (
        <circle key={entry.id} cx={x(times[index]!)} cy={y(values[index]!)} r="3" fill="currentColor" />
      ))}
    </svg>
  );
}

/** An inventory item's price history: a small chart and the table of every price, with its change per kg, l or piece. */
export function PriceHistory({ name, history }: { name: string; history: PriceHistoryData }) {
  const t = useT(inventoryScreenMessages);
  const language = useLanguage();
  const { entries, total, olderThanShown } = history;
  if (entries.length === 0) return null;
  const newest = entries[0]!;
  const oldest = entries[entries.length - 1]!;
  const newestReference = referencePrice(newest);
  const oldestReference = referencePrice(oldest);
  const chartLabel =
    newestReference && oldestReference && newestReference.unit === oldestReference.unit
      ? t("inventory.priceHistoryChart", { unit: unitLabel(newestReference.unit, language), first: referenceText(oldestReference, language), last: referenceText(newestReference, language) })
      : t("inventory.priceHistoryChartPlain", { first: formatCost(oldest.priceKurus, language), last: formatCost(newest.priceKurus, language) });
  const headingId = `price-history-${newest.id}`;
  return (
    <section className="price-history" aria-labelledby={headingId}>
      <h3 id={headingId}>{t("inventory.priceHistory")}</h3>
      <p className="form-note">{t("inventory.priceHistoryNote")}</p>
      {entries.length > 1 && <PriceChart entries={entries} label={chartLabel} />}
      <ScrollingTable id={`${headingId}-table`} caption={t("inventory.priceHistoryTable", { name })} className="price-history-table">
        <thead>
          <tr>
            <th scope="col">{t("inventory.priceDate")}</th>
            <th scope="col" className="number">
              {t("inventory.priceColumn")}
            </th>
            <th scope="col" className="number">
              {t("inventory.pricePerReference")}
            </th>
            <th scope="col" className="number">
              {t("inventory.priceChange")}
            </th>
            <th scope="col">{t("inventory.priceSource")}</th>
            <th scope="col">{t("inventory.vendor")}</th>
            <th scope="col">{t("inventory.priceBy")}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, index) => {
            const reference = referencePrice(entry);
            const older = entries[index + 1] ?? olderThanShown;
            return (
              <tr key={entry.id}>
                <td>{formatDateTime(entry.effectiveAt, language)}</td>
                <td className="number">
                  {formatCost(entry.priceKurus, language)} / {unitWithPack(entry.unit, entry.pack, language)}
                </td>
                <td className="number">{reference ? referenceText(reference, language) : "—"}</td>
                <td className="number">{older ? changeText(older, entry, language, t("inventory.priceUnknownChange")) : t("inventory.priceFirst")}</td>
                <td>{t(`inventory.priceSource.${entry.source}`)}</td>
                <td>{entry.vendor}</td>
                <td>{entry.recordedBy ?? t("inventory.priceBySystem")}</td>
              </tr>
            );
          })}
        </tbody>
      </ScrollingTable>
      {total > entries.length && <p className="form-note">{t("inventory.priceHistoryMore", { shown: entries.length, total })}</p>}
    </section>
  );
}
