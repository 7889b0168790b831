import type { ReactNode } from "react";
import { useRevalidator } from "react-router";
import { useT } from "~/i18n/language-context";

/** A failure that concerns the whole screen (a list that did not load), with an optional way out. */
export function ErrorBanner({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <div className="error-banner" role="alert">
      <p>{message}</p>
      {action}
    </div>
  );
}

/**
 * The screen's data did not load: the message and Try Again, which loads the page's data again, or
 * does `retry` for data the screen fetches itself.
 */
export function LoadFailedBanner({ message, retry }: { message: string; retry?: () => void }) {
  const t = useT();
  const revalidator = useRevalidator();
  return (
    <ErrorBanner
      message={message}
      action={
        <button type="button" className="button button-small" disabled={!retry && revalidator.state !== "idle"} onClick={() => (retry ? retry() : void revalidator.revalidate())}>
          {t("site.tryAgain")}
        </button>
      }
    />
  );
}
