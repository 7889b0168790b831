import { useEffect, useRef, type MouseEvent, type ReactNode, type RefObject } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { useT } from "~/i18n/language-context";
import { backOfficeMessages } from "./back-office-messages";
import type { ScreenView } from "./screen-state";

export interface MasterDetailProps {
  title: string;
  subtitle: string;
  /** The create button: a link to the same screen with `new` in the address. */
  create: { label: string; to: string };
  /** More buttons beside the create button (export, import). */
  actions?: ReactNode;
  /** A failure of the whole screen (ErrorBanner). */
  error?: ReactNode;
  tabs?: ReactNode;
  search?: ReactNode;
  view: ScreenView;
  /** The list pane's rows; ignored while `loading` or when `emptyMessage` is given. */
  list: ReactNode;
  /** Shown instead of the rows when there are none. */
  emptyMessage?: string | null;
  loading?: boolean;
  loadingText?: string;
  /** The list is still on its way in part (its first rows are shown): `aria-busy` on the list pane. */
  busy?: boolean;
  /** The selected item or the create form; null shows the placeholder. */
  detail: ReactNode | null;
  /** Where '← Back' goes in single-panel mode: the list, with its filters. */
  backTo: string;
  listLabel: string;
}

/**
 * The shared layout of inventory, shopping lists and recipes (the brief's 'Shared master-detail
 * layout'). Two panes side by side; under 768px one at a time (list, detail or create) with a
 * '← Back' header. Which one shows follows the address, so it is right in the server's HTML
 * before any script runs.
 */
export function MasterDetail(props: MasterDetailProps) {
  const t = useT(backOfficeMessages);
  const { view } = props;
  const [search] = useSearchParams();
  const panes = useDetailFocus(view === "create" ? "new" : view === "detail" ? search.get("item") : null);
  return (
    <div className="page back-office-page master-detail" data-view={view} onClickCapture={panes.onClickCapture}>
      <header className="back-office-header">
        <div>
          <h1>{props.title}</h1>
          <p className="subtitle">{props.subtitle}</p>
        </div>
        <div className="header-actions">
          <Link to={props.create.to} className="button button-primary">
            {props.create.label}
          </Link>
          {props.actions}
        </div>
      </header>
      {props.error}
      <div className="panes">
        <section ref={panes.list} className="list-pane" aria-label={props.listLabel} aria-busy={props.busy || undefined} tabIndex={-1}>
          {props.tabs}
          {props.search}
          {/* Present from the start: a live region announces only what later appears in it. */}
          <div role="status">
            {props.loading ? (
              <p className="empty-state">{props.loadingText ?? t("backOffice.loading")}</p>
            ) : (
              props.emptyMessage && <p className="empty-state">{props.emptyMessage}</p>
            )}
          </div>
          {!props.loading && !props.emptyMessage && props.list}
        </section>
        <section ref={panes.detail} className="detail-pane">
          {view !== "list" && (
            <p className="mobile-back">
              <Link to={props.backTo}>{t("backOffice.back")}</Link>
            </p>
          )}
          {props.detail ?? (
            <div className="detail-placeholder">
              <h2>{t("backOffice.selectItemTitle")}</h2>
              <p>{t("backOffice.selectItemText")}</p>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}

/** The fields a person types or chooses in, in the order Tab reaches them. */
const FIELDS = "input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])";

/**
 * Where the keyboard's focus goes after a navigation of the screen, so that a person goes on from
 * what they just opened, not from the top of the page:
 * - the pane came to show something else (an item chosen, 'Add', a saved item): the create form's
 *   first field, or the shown item's heading;
 * - focus was left nowhere (the form it was in drawn anew after a save, the item deleted, '← Back'
 *   or Cancel gone with its pane): that same place; when no item is shown, after Cancel or '← Back'
 *   the row of the item the pane showed, where the person goes on down the list, else the list.
 * Never on the page's first load, and never away from where the person has put it (a field, a
 * tab of the list, the search box).
 */
function useDetailFocus(shown: string | null): { list: RefObject<HTMLElement | null>; detail: RefObject<HTMLElement | null>; onClickCapture: (event: MouseEvent) => void } {
  const { key: navigation } = useLocation();
  const list = useRef<HTMLElement>(null);
  const detail = useRef<HTMLElement>(null);
  const before = useRef({ navigation, shown });
  // A link the person followed (Cancel, '← Back'), not a write's answer (a deleted item, whose row goes).
  const followedLink = useRef(false);
  const onClickCapture = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest("a[href]")) followedLink.current = true;
  };
  useEffect(() => {
    const last = before.current;
    before.current = { navigation, shown };
    const byLink = followedLink.current;
    followedLink.current = false;
    if (last.navigation === navigation) return;
    const pane = detail.current;
    const active = document.activeElement;
    const lost = active === null || active === document.body;
    const changed = shown !== null && shown !== last.shown && !(active && pane?.contains(active));
    if (!lost && !changed) return;
    if (shown === null || !pane) return ((byLink ? rowLink(list.current, last.shown) : null) ?? list.current)?.focus();
    const heading = pane.querySelector<HTMLElement>("h2");
    const target = (shown === "new" ? pane.querySelector<HTMLElement>(FIELDS) : null) ?? heading;
    if (target === heading && heading && !heading.hasAttribute("tabindex")) heading.tabIndex = -1;
    target?.focus();
  }, [navigation, shown]);
  return { list, detail, onClickCapture };
}

/** The link of the list's row for the item `id` (its address names it as `item`), if the list shows one. */
function rowLink(list: HTMLElement | null, id: string | null): HTMLElement | null {
  if (!list || id === null || id === "new") return null;
  for (const link of list.querySelectorAll<HTMLAnchorElement>("a[href]")) {
    if (new URL(link.href).searchParams.get("item") === id) return link;
  }
  return null;
}
