import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { FormReply } from "~/ui/form-reply";
import { useAnnounceFetcher } from "~/ui/status-message";

/**
 * An order that changes at once on screen and is then saved; when the save fails, the order goes
 * back to what it was before the change and `failure` says what failed (the brief's rollback).
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
  const before = useRef<{ order: Order; failure: string } | null>(null);
  const [failure, setFailure] = useState<{ message: string; detail: string[] } | null>(null);

  useEffect(() => {
    if (fetcher.state !== "idle" || !before.current) return;
    const attempt = before.current;
    before.current = null;
    if (fetcher.data?.result.status === "error") {
      setOrder(attempt.order);
      setFailure({ message: attempt.failure, detail: fetcher.data.result.error?.[""] ?? [] });
    }
  }, [fetcher.state, fetcher.data]);

  /** Shows `next` at once and saves it; `failure` is the message if the save fails. */
  function save(previous: Order, next: Order, fields: Record<string, string>, failureMessage: string) {
    before.current = { order: previous, failure: failureMessage };
    setOrder(next);
    setFailure(null);
    void fetcher.submit(fields, { method: "post" });
  }

  return { order, setOrder, save, failure, saving: fetcher.state !== "idle" };
}
