import { Link } from "react-router";
import type { Route } from "./+types/admin.overview";
import { requireDashboardAdmin } from "~/features/admin/admin-guard.server";
import { adminMessages } from "~/features/admin/admin-messages";
import { getDashboardCounts } from "~/features/admin/overview.server";
import { BackupFailedNotice } from "~/features/data-management/components/backup-panel";
import { latestBackups } from "~/features/data-management/backups.server";
import { useT } from "~/i18n/language-context";
import { LoadFailedBanner } from "~/ui/error-banner";
import { loadOrFallback } from "~/ui/load-or-fallback.server";

export async function loader(args: Route.LoaderArgs) {
  await requireDashboardAdmin(args);
  const { db } = args.context;
  // Each on its own: the counts still show when the backups' record cannot be read, and the other way round.
  const [counts, lastBackup] = await Promise.all([
    loadOrFallback("the dashboard's counts", () => getDashboardCounts(db), null),
    loadOrFallback("the last backup", async () => (await latestBackups(db)).last, null),
  ]);
  return { counts, lastBackup };
}

export default function AdminOverviewTab({ loaderData }: Route.ComponentProps) {
  const t = useT(adminMessages);
  const { counts, lastBackup } = loaderData;
  if (!counts) {
    return (
      <>
        <BackupFailedNotice last={lastBackup} />
        <LoadFailedBanner message={t("admin.overviewLoadFailed")} />
      </>
    );
  }
  const total = (values: Record<string, number>) => Object.values(values).reduce((sum, value) => sum + value, 0);
  const cards = [
    { to: "/admin/menu", label: t("admin.countMenuItems"), value: total({ ...counts.menuItems }), detail: t("admin.countActiveInactive", { ...counts.menuItems }) },
    { to: "/admin/menu?tab=categories", label: t("admin.countCategories"), value: total({ ...counts.categories }), detail: t("admin.countActiveInactive", { ...counts.categories }) },
    { to: "/events-manager", label: t("admin.countEvents"), value: counts.events },
    { to: "/admin/users", label: t("admin.countUsers"), value: total(counts.usersByRole), detail: t("admin.countUsersByRole", counts.usersByRole) },
    { to: "/inventory-manager", label: t("admin.countInventory"), value: counts.inventoryItems },
    { to: "/recipe-manager", label: t("admin.countRecipes"), value: counts.recipes },
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
