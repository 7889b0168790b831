/**
 * Whether a promise's failure is a load the router cancelled: a person went elsewhere while the
 * screen was still loading (after a save, say), and the router aborted that load. Nothing failed.
 *
 * React Router 7 can leave such a cancelled single-fetch load's promise with no one waiting on it
 * (remix-run/react-router issue 14203), so the browser reports it as an uncaught error. The client
 * entry (app/entry.client.tsx) drops exactly these, and lets every other failure through.
 */
export function isCancelledLoad(reason: unknown): boolean {
  return reason instanceof DOMException && reason.name === "AbortError";
}
