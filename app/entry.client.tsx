import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { isCancelledLoad } from "~/lib/cancelled-load";

// A load the router cancelled because the person went elsewhere is not an error (see
// app/lib/cancelled-load.ts); every other uncaught failure is still reported.
window.addEventListener("unhandledrejection", (event) => {
  if (isCancelledLoad(event.reason)) event.preventDefault();
});

// `useTransitions`: the router's changes are still transitions, and what is under way (a form
// being sent, a page loading) is also drawn at once through useOptimistic. Without it a transition
// drawn too slowly for the server is dropped for the next one, and a screen may never see
// 'submitting' at all: on a busy phone the word after a save (useAnnounceWrites) was lost.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter useTransitions />
    </StrictMode>,
  );
});
