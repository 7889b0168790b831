import { useRef } from "react";
import { NavLink, Outlet, useLocation } from "react-router";
import type { Route } from "./+types/admin";
import { requireDashboardAdmin } from "~/features/admin/admin-guard.server";
import { adminMessages, type AdminMessageKey } from "~/features/admin/admin-messages";
import { pageMeta } from "~/features/site/page-meta";
import { useT } from "~/i18n/language-context";
import { useChosenTabInView } from "~/ui/use-chosen-tab-in-view";
import backOfficeStyles from "~/styles/back-office.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: backOfficeStyles }];


export async function loader(args: Route.LoaderArgs) {
  await requireDashboardAdmin(args);
  return null;
}

/** The dashboard's tabs, in the brief's order: each a nested route with its own address. */
const TABS: readonly { to: string; label: AdminMessageKey; end?: boolean }[] = [
  { to: "/admin", label: "admin.tabOverview", end: true },
  { to: "/admin/users", label: "admin.tabUsers" },
  { to: "/admin/menu", label: "admin.tabMenu" },
  { to: "/admin/menu-costs", label: "admin.tabMenuCosts" },
  { to: "/admin/price-list", label: "admin.tabPriceList" },
  { to: "/admin/data", label: "admin.tabData" },
  { to: "/admin/settings", label: "admin.tabSettings" },
];

/** Each tab is titled by its name too: its title tells it apart in the browser's tabs, history and bookmarks, and is read out as it opens. */
export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, "admin.title", "admin.description", adminMessages, TABS.find((tab) => tab.to === args.location.pathname)?.label);

export default function AdminDashboard() {
  const t = useT(adminMessages);
  const tabs = useRef<HTMLUListElement>(null);
  useChosenTabInView(tabs, useLocation().pathname);
  return (
    <div className="page back-office-page admin-page">
      <header className="back-office-header">
        <h1>{t("admin.title")}</h1>
      </header>
      <nav className="screen-tabs" aria-label={t("admin.tabsLabel")}>
        <ul ref={tabs}>
          {TABS.map((tab) => (
            <li key={tab.to}>
              <NavLink to={tab.to} end={tab.end} className={({ isActive }) => (isActive ? "is-selected" : undefined)}>
                {t(tab.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
