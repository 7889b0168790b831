import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * A page or screen opened by a link says so. The browser loads no new document when React Router
 * changes pages, so a screen reader, whose focus stays on the link pressed, did not hear that another
 * page had come: a guest who opened a dish from the menu, a cook who opened Recipes. A polite live
 * region in the root, there from the start and shown to no one, reads the new page's title (the
 * document's, in the page's language: 'Recipe Management | Patates İstanbul', 'Çay | Patates
 * İstanbul') after each change of path. A change of search, tab, row or language on the same page
 * says nothing here: the page speaks for those itself, where the person is.
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
