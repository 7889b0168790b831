import compression from "compression";
import type { EventEmitter } from "node:events";
import type { NextFunction, Request, Response } from "express";

type Listener = (...args: unknown[]) => void;

/**
 * `compression()`, with its one leak mended: it hands a response's 'drain' listeners to its
 * compressing stream but never takes them off again, so a writer that waits for 'drain' with
 * `once` and then removes its listener (as React Router's does, at every pause in a long page) left
 * one behind each time, and Node warned of a leak after ten. Here a 'drain' listener removed from
 * the response is removed from that stream too.
 */
export function compressedResponses() {
  const compress = compression();
  return (req: Request, res: Response, next: NextFunction) => {
    compress(req, res, (error?: unknown) => {
      if (error) return next(error);
      forwardDrainRemovals(res);
      next();
    });
  };
}

function forwardDrainRemovals(res: Response): void {
  const on = res.on;
  const removeListener = res.removeListener;
  // The emitter that holds the response's 'drain' listeners: compression's stream once it has one.
  const holders = new Set<EventEmitter>();
  res.on = function onEvent(this: Response, type: string | symbol, listener: Listener) {
    const holder = on.call(this, type, listener) as unknown as EventEmitter;
    if (type === "drain" && holder !== this) holders.add(holder);
    return this;
  } as Response["on"];
  res.addListener = res.on;
  res.removeListener = function removeEvent(this: Response, type: string | symbol, listener: Listener) {
    if (type === "drain") for (const holder of holders) holder.removeListener(type, listener);
    return removeListener.call(this, type, listener);
  } as Response["removeListener"];
  res.off = res.removeListener;
}
