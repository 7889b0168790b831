import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server's HTML and until the page's script has taken over, then true. Controls that
 * only work with the script (dragging, selecting rows, the contact form's send) stay disabled until
 * then, so a click before it is not lost without a sign.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
