import { createContext, useContext, useState, useSyncExternalStore } from "react";

/**
 * The id of the request the server rendered this page for (server/request-log.ts), which its log
 * lines carry: an error page shows it, so that staff can quote it. The server entry provides it;
 * in the browser, the page the server rendered holds it in REQUEST_ID_ATTRIBUTE.
 */
const RequestIdContext = createContext<string | null>(null);

export const RequestIdProvider = RequestIdContext.Provider;

export const REQUEST_ID_ATTRIBUTE = "data-request-id";

const noSubscription = () => () => undefined;

/**
 * This page's request id: on the server, the request's; in the browser, the one the server wrote
 * into the page it rendered, read while hydrating it. An error that only the browser met (a later
 * navigation) has none: null.
 */
export function useRenderedRequestId(): string | null {
  const fromServer = useContext(RequestIdContext);
  // True on the server and while hydrating what it rendered; false for the browser's own renders.
  const rendering = useSyncExternalStore(noSubscription, () => false, () => true);
  const [id] = useState(() => {
    if (fromServer || typeof document === "undefined" || !rendering) return fromServer;
    return document.querySelector(`[${REQUEST_ID_ATTRIBUTE}]`)?.getAttribute(REQUEST_ID_ATTRIBUTE) ?? null;
  });
  return id;
}
