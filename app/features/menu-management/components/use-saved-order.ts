import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { FormReply } from "~/ui/form-reply";
import { useAnnounceFetcher } from "~/ui/status-message";

/**
 * An order that changes at once on screen and is then saved; when the save fails, the order goes
 * back to the server's and `failure` says what failed (the brief's rollback): the order from before
 * the change, or, when the refusal was as stale (409) and loaded the screen again, the one someone
 * else saved meanwhile, not the one the refused change began from.
 * `server` is the order the loader gave: a different one (after any save, or someone else's)
 * replaces the one on screen. Different by content, not by identity: the screen above derives it
 * afresh at each render, and renders again while a save's answer is being revalidated, still with
 * the loader's data from before the save, which would put the old order back for a moment.
 */
export function useSavedOrder<Order>(server: Order) {
  const fetcher = useFetcher<FormReply>();
  useAnnounceFetcher(fetcher);
  const [order, setOrder] = useState(server);
  const serverKey = JSON.stringify(server);
  const [seenKey, setSeenKey] = useState(serverKey);
  if (seenKey !== serverKey) {
    setSeenKey(serverKey);
    setOrder(server);
  }
  const latestServer = useRef(server);
  latestServer.current = server;
  // The message of the save on its way, should it fail.
  const failureOfSave = useRef<string | null>(null);
  const [failure, setFailure] = useState<{ message: string; detail: string[] } | null>(null);

  useEffect(() => {
    if (fetcher.state !== "idle" || failureOfSave.current === null) return;
    const message = failureOfSave.current;
    failureOfSave.current = null;
    if (fetcher.data?.result.status === "error") {
      setOrder(latestServer.current);
      setFailure({ message, detail: fetcher.data.result.error?.[""] ?? [] });
    }
  }, [fetcher.state, fetcher.data]);

  /** Shows `next` at once and saves it; `failureMessage` is the message if the save fails. */
  function save(next: Order, fields: Record<string, string>, failureMessage: string) {
    failureOfSave.current = failureMessage;
    setOrder(next);
    setFailure(null);
    void fetcher.submit(fields, { method: "post" });
  }

  return { order, setOrder, save, failure, saving: fetcher.state !== "idle" };
}
