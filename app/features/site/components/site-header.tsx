import { useEffect, useRef } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { useT } from "~/i18n/language-context";
import type { MessageKey } from "~/i18n/translate";
import { LanguageToggle } from "./language-toggle";

export interface NavItem {
  to: string;
  label: MessageKey;
}

export const publicNavItems: NavItem[] = [
  { to: "/", label: "nav.home" },
  { to: "/about", label: "nav.about" },
  { to: "/menu", label: "nav.menu" },
  { to: "/events", label: "nav.events" },
  { to: "/contact", label: "nav.contact" },
];

function NavLinks({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  const t = useT();
  return (
    <ul className="nav-links">
      {items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end={item.to === "/"} onClick={onNavigate} className={({ isActive }) => (isActive ? "is-active" : undefined)}>
            {t(item.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The top bar: logo, links (a drawer on phones, except on menu pages), TR/EN. */
export function SiteHeader({ restaurantName, items = publicNavItems }: { restaurantName: string; items?: NavItem[] }) {
  const t = useT();
  const location = useLocation();
  const drawer = useRef<HTMLDialogElement>(null);
  // The menu pages have their own categories bar; a second drawer there would compete with it.
  const onMenuPage = location.pathname === "/menu" || location.pathname.startsWith("/menu/");

  useEffect(() => {
    drawer.current?.close();
  }, [location.pathname]);

  return (
    <header className="site-header">
      <Link to="/" className="brand" aria-label={t("nav.homeLink", { name: restaurantName })}>
        <img src="/logo.svg" alt="" width="40" height="40" />
        <span className="brand-name">{restaurantName}</span>
      </Link>
      <nav aria-label={t("nav.label")} className="nav-wide">
        <NavLinks items={items} />
      </nav>
      <div className="header-actions">
        <LanguageToggle />
        {!onMenuPage && (
          <button
            type="button"
            className="hamburger"
            aria-label={t("nav.openDrawer")}
            aria-haspopup="dialog"
            onClick={() => drawer.current?.showModal()}
          >
            <span aria-hidden="true">☰</span>
          </button>
        )}
      </div>
      {!onMenuPage && (
        <dialog
          ref={drawer}
          className="drawer"
          aria-label={t("nav.label")}
          onClick={(event) => {
            // A click on the backdrop (the dialog element itself) closes the drawer.
            if (event.target === event.currentTarget) event.currentTarget.close();
          }}
        >
          <div className="drawer-panel">
            <button type="button" className="drawer-close" aria-label={t("nav.closeDrawer")} onClick={() => drawer.current?.close()}>
              <span aria-hidden="true">×</span>
            </button>
            <nav aria-label={t("nav.label")}>
              <NavLinks items={items} onNavigate={() => drawer.current?.close()} />
            </nav>
          </div>
        </dialog>
      )}
    </header>
  );
}
