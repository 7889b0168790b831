import { Outlet, redirect } from "react-router";
import type { Route } from "./+types/back-office";
import { cleanScreenSearch } from "~/ui/screen-parameters";
import { StatusMessageProvider } from "~/ui/status-message";
import { useFocusKeptInPlace } from "~/ui/use-focus-kept-in-place";
import { WarnBeforeLeavingProvider } from "~/ui/warn-before-leaving";

/**
 * An address with parameters no screen reads, or values longer than any it reads, is sent to the
 * same address without them (cleanScreenSearch): every row's links and forms would carry them.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const cleaned = cleanScreenSearch(url.searchParams);
  if (cleaned) throw redirect(cleaned.size > 0 ? `${url.pathname}?${cleaned}` : url.pathname);
  return null;
}

// The screens' own links never add such parameters: the address is checked as a screen is opened.
export const shouldRevalidate = () => false;

/**
 * Every back-office screen's frame (app/routes.ts): the one status message after each write
 * (docs/decisions/0029-a-word-after-every-write.md), and the question before leaving a form's
 * unsaved typing (docs/decisions/0045-no-lost-edits.md), and the focus kept in place when what held
 * it is taken away (useFocusKeptInPlace). A layout of its own, not the root's, so its code and texts
 * load with the back office's screens and never on a guest's page. (The title of each screen opened
 * by a link is read out by the root's ScreenAnnouncer, on guest pages too.)
 */
export default function BackOffice() {
  useFocusKeptInPlace();
  return (
    <StatusMessageProvider>
      <WarnBeforeLeavingProvider>
        <Outlet />
      </WarnBeforeLeavingProvider>
    </StatusMessageProvider>
  );
}
