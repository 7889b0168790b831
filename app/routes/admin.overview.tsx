import { Link } from "react-router";
import type { Route } from "./+types/admin.overview";
import { requireDashboardAdmin } from "~/features/admin/admin-guard.server";
import { adminMessages } from "~/features/admin/admin-messages";
import { getDashboardCounts } from "~/features/admin/overview.server";
import { BackupFailedNotice } from "~/features/data-management/components/backup-panel";
import { latestBackups } from "~/features/data-management/backups.server";
import { useLanguage, useT } from "~/i18n/language-context";
import { formatCount } from "~/lib/count";
import { LoadFailedBanner } from "~/ui/error-banner";
import { loadOrFallback } from "~/ui/load-or-fallback.server";
import { PriceChangesSection } from "~/features/food-cost/components/price-effects";
import { markPriceAlertSeen, unseenPriceAlerts } from "~/features/food-cost/price-changes.server";
import { markPriceSeenSchema, priceAlertThresholdSchema } from "~/features/food-cost/price-impact";
import { priceAlertSettings, savePriceAlertThreshold } from "~/features/inventory/price-history.server";
import { languageFromRequest } from "~/i18n/language";
import { backOfficeAction } from "~/ui/form-action.server";
import { keepFormOffline } from "~/ui/keep-form-offline";
import { loadAgainAfterConflict } from "~/ui/load-again-after-conflict";
import { useAnnounceWrites } from "~/ui/status-message";
import { PriceListNotice } from "~/features/price-list/components/price-list-notice";
import { priceListStatus } from "~/features/price-list/price-list.server";


export async function loader(args: Route.LoaderArgs) {
  await requireDashboardAdmin(args);
  const { db } = args.context;
  const language = languageFromRequest(args.request);
  // Each on its own: the counts still show when the backups' record cannot be read, and the other way round.
  const [counts, lastBackup, priceList, priceAlerts] = await Promise.all([
    loadOrFallback(args, "the dashboard's counts", () => getDashboardCounts(db), null),
    loadOrFallback(args, "the last backup", async () => (await latestBackups(db)).last, null),
    loadOrFallback(args, "the price list's state", () => priceListStatus(db), null),
    loadOrFallback(
      args,
      "the price changes to review",
      async () => {
        const [unseen, settings] = await Promise.all([unseenPriceAlerts(db, language), priceAlertSettings(db)]);
        return { ...unseen, ...settings };
      },
      null,
    ),
  ]);
  return { counts, lastBackup, priceList, priceAlerts };
}

export const shouldRevalidate = loadAgainAfterConflict();

export const clientAction = (args: Route.ClientActionArgs) => keepFormOffline(args);

export const action = (args: Route.ActionArgs) =>
  backOfficeAction(args, requireDashboardAdmin, {
    markPriceSeen: {
      schema: markPriceSeenSchema,
      run: ({ priceId }, { db, user }) => markPriceAlertSeen(db, user.id, priceId),
      failed: "foodCost.markSeenFailed",
    },
    setPriceAlertThreshold: {
      schema: priceAlertThresholdSchema,
      run: ({ share, version }, { db, user }) => savePriceAlertThreshold(db, user.id, { version, thresholdBp: share }),
      failed: "foodCost.alertThresholdFailed",
    },
  });

export default function AdminOverviewTab({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(adminMessages);
  const language = useLanguage();
  useAnnounceWrites();
  const { counts, lastBackup, priceList, priceAlerts } = loaderData;
  if (!counts) {
    return (
      <>
        <BackupFailedNotice last={lastBackup} />
        <PriceListNotice status={priceList} />
        <PriceChangesSection data={priceAlerts} actionData={actionData} />
        <LoadFailedBanner message={t("admin.overviewLoadFailed")} />
      </>
    );
  }
  const total = (values: Record<string, number>) => formatCount(Object.values(values).reduce((sum, value) => sum + value, 0), language);
  const cards = [
    { to: "/admin/menu", label: t("admin.countMenuItems"), value: total({ ...counts.menuItems }), detail: t("admin.countActiveInactive", counts.menuItems) },
    { to: "/admin/menu?tab=categories", label: t("admin.countCategories"), value: total({ ...counts.categories }), detail: t("admin.countActiveInactive", counts.categories) },
    { to: "/events-manager", label: t("admin.countEvents"), value: formatCount(counts.events, language) },
    { to: "/admin/users", label: t("admin.countUsers"), value: total(counts.usersByRole), detail: t("admin.countUsersByRole", counts.usersByRole) },
    { to: "/inventory-manager", label: t("admin.countInventory"), value: formatCount(counts.inventoryItems, language) },
    { to: "/recipe-manager", label: t("admin.countRecipes"), value: formatCount(counts.recipes, language) },
    {
      to: "/shopping-lists",
      label: t("admin.countShoppingLists"),
      value: total(counts.shoppingListsByStatus),
      detail: t("admin.countShoppingListsByStatus", counts.shoppingListsByStatus),
    },
  ];
  return (
    <section aria-labelledby="overview-heading">
      <h2 id="overview-heading" className="visually-hidden">
        {t("admin.tabOverview")}
      </h2>
      <BackupFailedNotice last={lastBackup} />
      <PriceListNotice status={priceList} />
      <PriceChangesSection data={priceAlerts} actionData={actionData} />
      <ul className="overview-cards">
        {cards.map((card) => (
          <li key={card.to}>
            <Link to={card.to} className="overview-card">
              <span className="overview-label">{card.label}</span>
              <span className="overview-value">{card.value}</span>
              {card.detail && <span className="overview-detail">{card.detail}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
