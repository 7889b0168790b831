import { useEffect, useRef, type ButtonHTMLAttributes } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { useT } from "~/i18n/language-context";
import { publicNavItems, type NavItem } from "../navigation";
import { LanguageToggle } from "./language-toggle";

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

/** The top bar: logo, links (a drawer on phones), TR/EN. */
const DRAWER_ID = "site-drawer";

function openSiteDrawer(): void {
  const drawer = document.getElementById(DRAWER_ID);
  if (drawer instanceof HTMLDialogElement && !drawer.open) drawer.showModal();
}

type DrawerOpener = Pick<ButtonHTMLAttributes<HTMLButtonElement>, "commandfor" | "command" | "onClick" | "aria-haspopup">;

/**
 * What makes the header's ☰ open the navigation drawer. The browser opens it from the button's
 * command attributes, so a tap works before the page's script has arrived (a guest on a weak
 * signal); where the browser does not know them, the click handler does it once the script runs.
 */
const siteDrawerOpener: DrawerOpener = {
  commandfor: DRAWER_ID,
  command: "show-modal",
  onClick: openSiteDrawer,
  "aria-haspopup": "dialog",
};

function SignOutButton() {
  const t = useT();
  return (
    <Form method="post" action="/logout" className="sign-out">
      <button type="submit" className="button button-small">
        {t("nav.signOut")}
      </button>
    </Form>
  );
}

export function SiteHeader({
  restaurantName,
  items = publicNavItems,
  signedIn = false,
}: {
  restaurantName: string;
  items?: NavItem[];
  signedIn?: boolean;
}) {
  const t = useT();
  const location = useLocation();
  const drawer = useRef<HTMLDialogElement>(null);

  // Going to another page closes the drawer. Its first render does not: that would close a drawer
  // the guest opened before the page's script arrived.
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    drawer.current?.close();
  }, [location.pathname]);

  return (
    <header className={signedIn ? "site-header is-signed-in" : "site-header"}>
      <Link to="/" className="brand" aria-label={t("nav.homeLink", { name: restaurantName })}>
        <img src="/logo.svg" alt="" width="40" height="40" />
        <span className="brand-name">{restaurantName}</span>
      </Link>
      <nav aria-label={t("nav.label")} className="nav-wide">
        <NavLinks items={items} />
      </nav>
      <div className="header-actions">
        <LanguageToggle />
        {signedIn && <SignOutButton />}
        <button type="button" className="hamburger" aria-label={t("nav.openDrawer")} {...siteDrawerOpener}>
          <span aria-hidden="true">☰</span>
        </button>
      </div>
      <dialog
        id={DRAWER_ID}
        ref={drawer}
        className="drawer"
        aria-label={t("nav.label")}
        onClick={(event) => {
          // A click on the backdrop (the dialog element itself) closes the drawer.
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
      >
        <div className="drawer-panel">
          <button
            type="button"
            className="drawer-close"
            aria-label={t("nav.closeDrawer")}
            commandfor={DRAWER_ID}
            command="close"
            onClick={() => drawer.current?.close()}
          >
            <span aria-hidden="true">×</span>
          </button>
          <nav aria-label={t("nav.label")}>
            <NavLinks items={items} onNavigate={() => drawer.current?.close()} />
          </nav>
        </div>
      </dialog>
    </header>
  );
}
