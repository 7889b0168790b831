import type { ReactNode } from "react";
import { Link } from "react-router";
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
  return (
    <div className="page back-office-page master-detail" data-view={view}>
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
        <section className="list-pane" aria-label={props.listLabel} aria-busy={props.busy || undefined}>
          {props.tabs}
          {props.search}
          {props.loading ? (
            <p className="empty-state" role="status">
              {props.loadingText ?? t("backOffice.loading")}
            </p>
          ) : props.emptyMessage ? (
            <p className="empty-state" role="status">
              {props.emptyMessage}
            </p>
          ) : (
            props.list
          )}
        </section>
        <section className="detail-pane">
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
