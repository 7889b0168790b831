import { Outlet } from "react-router";
import { StatusMessageProvider } from "~/ui/status-message";

/**
 * Every back-office screen's frame (app/routes.ts): the one status message after each write
 * (docs/decisions/0029-a-word-after-every-write.md). A layout of its own, not the root's, so its code
 * and texts load with the back office's screens and never on a guest's page.
 */
export default function BackOffice() {
  return (
    <StatusMessageProvider>
      <Outlet />
    </StatusMessageProvider>
  );
}
