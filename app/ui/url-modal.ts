import { useLocation, useNavigate, useSearchParams } from "react-router";
import { screenHref } from "./screen-state";

/** The search changes that close a modal held in the address by `params`. */
export function modalClosed(params: readonly string[]): Record<string, null> {
  return Object.fromEntries(params.map((name) => [name, null]));
}

/**
 * A Modal whose state is in the address (design.md, "Screens"): it is open while one of `params`
 * is in the search, so reload, back and a shared link open it again. `closeHref` is the same
 * address without them (for a Cancel link, or a form that closes it when it saves); `onClose` is
 * the Modal's: Escape or × go back there.
 */
export function useUrlModal(params: readonly string[]) {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const closeHref = screenHref(pathname, searchParams, modalClosed(params));
  const onClose = () => {
    // The dialog also reports a close when the address has already closed it: then nothing to do.
    if (params.some((name) => searchParams.has(name))) void navigate(closeHref, { preventScrollReset: true });
  };
  return { closeHref, onClose };
}
