import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { useT } from "~/i18n/language-context";

/** The brief's limit: after this long, the guest is told to check their connection. */
export const MENU_LOAD_TIMEOUT_MS = 15_000;

/**
 * While the menu's data is on its way (a guest tapped "Menu" on a weak signal): the logo and a
 * loading text over the whole screen, then, after 15 s, the time-out message and a way to retry.
 */
export function MenuLoadingOverlay() {
  const t = useT();
  const navigation = useNavigation();
  const loadingMenu = navigation.state === "loading" && /^\/menu(\/|$)/.test(navigation.location.pathname);
  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    if (!loadingMenu) return;
    setTimedOut(false);
    const timer = setTimeout(() => setTimedOut(true), MENU_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [loadingMenu]);

  if (!loadingMenu) return null;
  const target = navigation.location ? `${navigation.location.pathname}${navigation.location.search}` : "/menu";
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <img src="/logo.svg" alt="" width="96" height="96" className="loading-logo" />
      {timedOut ? (
        <>
          <p>{t("menu.timeout")}</p>
          <a href={target} className="button button-primary">
            {t("site.tryAgain")}
          </a>
        </>
      ) : (
        <p>{t("menu.loading")}</p>
      )}
    </div>
  );
}
