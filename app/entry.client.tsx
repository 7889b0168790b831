import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { isCancelledLoad } from "~/lib/cancelled-load";

// A load the router cancelled because the person went elsewhere is not an error (see
// app/lib/cancelled-load.ts); every other uncaught failure is still reported.
window.addEventListener("unhandledrejection", (event) => {
  if (isCancelledLoad(event.reason)) event.preventDefault();
});

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
