import type { ReactNode } from "react";

/** A failure that concerns the whole screen (a list that did not load), with an optional way out. */
export function ErrorBanner({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <div className="error-banner" role="alert">
      <p>{message}</p>
      {action}
    </div>
  );
}
