import { useEffect, useState } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import "./context";
import { SiteFooter } from "~/features/site/components/site-footer";
import { SiteHeader } from "~/features/site/components/site-header";
import type { RootData } from "~/features/site/page-meta";
import { defaultSiteSettings } from "~/features/site/site-settings";
import { getSiteSettings, settingsForDisplay } from "~/features/site/site-settings.server";
import { getOptionalUser } from "~/features/auth/guards.server";
import { markDegraded } from "~/features/site/response-storage.server";
import { restaurantYear } from "~/lib/dates";
import { logFallback, requestAt } from "~/lib/log.server";
import { isBackOfficePath, navItemsFor } from "~/features/site/navigation";
import { languageFromRequest } from "~/i18n/language";
import {
  LanguageProvider,
  readRememberedLanguage,
  rememberLanguage,
  useLanguage,
  useSwitchLanguage,
  useT,
} from "~/i18n/language-context";
import { isLanguage } from "~/i18n/localize";
import { NotFoundPage } from "~/features/site/components/not-found-page";
import { MenuLoadingOverlay } from "~/features/menu/components/menu-loading-overlay";
import { isConnectionLost, isOffline, reloadKeptPage } from "~/features/offline/offline-reload";
import { ButtonLink } from "~/ui/button-link";
import { MessagePage } from "~/ui/message-page";
import { useNonce } from "~/ui/nonce";
import stylesheet from "./styles/app.css?url";
import { REQUEST_ID_ATTRIBUTE, useRenderedRequestId } from "~/ui/request-id";
import { ScreenAnnouncer } from "~/ui/screen-announcer";
import { revalidateUnlessOnlyFiltersChanged } from "~/ui/filter-revalidation";

export const links: Route.LinksFunction = () => [
  // With a precedence, React writes the stylesheet into the head before the scripts' modulepreload
  // links, rather than after them: the browser asks for it first, and paints sooner (issue 25).
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

// A search written into the address (`?q=`, the menu's or a screen's) changes nothing the shell
// holds: loading it again would only cost a request, and fail with no connection (the menu offline).
export const shouldRevalidate = revalidateUnlessOnlyFiltersChanged;

/**
 * Every page's shell. With the database failing it still answers, with the built-in settings and
 * nobody signed in, so a guest still gets the page (the menu with its offline fallback); such a
 * render is degraded and never kept. A back-office page's own guard still fails on its own.
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<RootData> {
  const at = requestAt({ request, context });
  const failed = (what: string) => (error: unknown) => {
    logFallback(`Failed to load ${what}`, error, at);
    markDegraded(context);
    return null;
  };
  const [settings, user] = await Promise.all([
    getSiteSettings(context.db).catch(failed("site settings")),
    getOptionalUser({ request, context }).catch(failed("the signed-in user")),
  ]);
  return {
    language: languageFromRequest(request),
    settings: settingsForDisplay(settings ?? defaultSiteSettings),
    user,
    origin: context.auth.config.publicUrl,
    year: restaurantYear(context.clock()),
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<RootData>("root");
  // Without the root's data (its loader failed, offline say): the language the page was in.
  const shown = typeof document === "undefined" ? null : document.documentElement.lang;
  const language = data?.language ?? (isLanguage(shown) ? shown : "tr");
  const nonce = useNonce();
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#5b3a1e" />
        <Meta />
        {/* The same nonce on both sides: React Router otherwise adds the server's alone, and the
            browser, which hides a nonce's value, reports the stylesheet links as a hydration mismatch. */}
        <Links nonce={nonce} />
      </head>
      <body>
        <LanguageProvider value={language}>{children}</LanguageProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Keeps the browser's stored choice and the server's rendering in step, once per page load. */
function useLanguageSync() {
  const language = useLanguage();
  const switchLanguage = useSwitchLanguage();
  useEffect(() => {
    const fromQuery = new URLSearchParams(window.location.search).get("lang");
    if (isLanguage(fromQuery)) {
      rememberLanguage(fromQuery);
      return;
    }
    const stored = readRememberedLanguage();
    // Offline, the kept page stays in its language: switching needs the server.
    if (isLanguage(stored) && stored !== language && !isOffline()) switchLanguage(stored);
    // Only on the first load: later changes go through the toggle.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

function useServiceWorker() {
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    navigator.serviceWorker
      .register("/sw.js", { scope: "/" })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        // What this first page loaded before the worker took over, so it opens offline next time.
        const urls = performance.getEntriesByType("resource").map((entry) => entry.name);
        registration.active?.postMessage({ type: "cache-loaded", urls, language: document.documentElement.lang });
      })
      .catch((error: unknown) => {
        // The brief: a failed registration is only logged; the site works the same without it.
        console.log("SW registration failed", error);
      });
  }, []);
}

function Shell({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<RootData>("root");
  const settings = data?.settings ?? defaultSiteSettings;
  const t = useT();
  // A staff screen is a tool: no guest's footer under it (its frame, with the word after each write,
  // is routes/back-office.tsx).
  const backOffice = isBackOfficePath(useLocation().pathname);
  return (
    <>
      <a href="#main" className="skip-link">
        {t("site.skipToContent")}
      </a>
      <SiteHeader restaurantName={settings.restaurantName} items={navItemsFor(data?.user ?? null)} signedIn={Boolean(data?.user)} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {/* Without the root's data (its loader failed), the year by this machine's clock: no date
          library in every guest's script for a page that is already a failure's. */}
      {!backOffice && <SiteFooter settings={settings} year={data?.year ?? String(new Date().getFullYear())} />}
      <MenuLoadingOverlay />
      <ScreenAnnouncer />
    </>
  );
}

export default function App() {
  useLanguageSync();
  useServiceWorker();
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const t = useT();
  const requestId = useRenderedRequestId();
  // A link followed with no connection: the kept page as a whole page, or a word that it is not kept.
  const connectionLost = isConnectionLost(error);
  const address = `${location.pathname}${location.search}`;
  const [notKept, setNotKept] = useState(false);
  useEffect(() => {
    if (!connectionLost) return;
    let current = true;
    void reloadKeptPage(address).then((reloading) => current && setNotKept(!reloading));
    return () => {
      current = false;
    };
  }, [connectionLost, address]);
  if (connectionLost) {
    return (
      <Shell>
        <title>{t("site.offlineTitle")}</title>
        <MessagePage
          title={t("site.offlineTitle")}
          role="alert"
          actions={
            <ButtonLink to={address} reloadDocument>
              {t("site.tryAgain")}
            </ButtonLink>
          }
        >
          {notKept && <p>{t("site.offlineNotKept")}</p>}
        </MessagePage>
      </Shell>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Shell>
        <NotFoundPage />
      </Shell>
    );
  }
  // A post this site's forms never send (readFormData): the person's own screen, to reload.
  const unreadable = isRouteErrorResponse(error) && error.status === 400;
  // An error the server rendered is in its log with this request id (entry.server.tsx: handleError);
  // the browser's console reports only those the browser met itself.
  if (!isRouteErrorResponse(error) && !requestId && typeof document !== "undefined") console.error(error);
  const page = unreadable
    ? { title: t("site.formUnreadable"), text: t("site.formUnreadableHelp"), to: `${location.pathname}${location.search}`, label: t("site.tryAgain") }
    : { title: t("site.unexpectedError"), text: t("site.unexpectedErrorHelp"), to: "/", label: t("site.goHome") };
  // A whole new document (reloadDocument), rather than a navigation of the router that just failed.
  return (
    <Shell>
      <title>{page.title}</title>
      <MessagePage
        title={page.title}
        role="alert"
        actions={
          <ButtonLink to={page.to} reloadDocument>
            {page.label}
          </ButtonLink>
        }
      >
        <p>{page.text}</p>
        {requestId && !unreadable && (
          <p className="error-reference" {...{ [REQUEST_ID_ATTRIBUTE]: requestId }}>
            {t("site.errorReference", { id: requestId })}
          </p>
        )}
      </MessagePage>
    </Shell>
  );
}
