import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * A screen opened by a link says so. The browser loads no new document when React Router changes
 * screens, so a screen reader, whose focus stays on the link pressed, did not hear that another screen
 * had come. A polite live region, there from the start and shown to no one, reads the new screen's
 * title (the document's, in the page's language: 'Recipe Management | Patates İstanbul') after each
 * change of path. A change of search, tab, row or language on the same screen says nothing here: the
 * screen speaks for those itself, where the person is.
 */
export function ScreenAnnouncer() {
  const { pathname } = useLocation();
  const announcedFor = useRef(pathname);
  const [title, setTitle] = useState("");
  useEffect(() => {
    if (pathname === announcedFor.current) return;
    announcedFor.current = pathname;
    // The title is the route's meta, written in the same commit as the screen; the effects run after it.
    setTitle(document.title);
  }, [pathname]);
  return (
    <p className="visually-hidden screen-announcer" aria-live="polite" aria-atomic="true">
      {title}
    </p>
  );
}
