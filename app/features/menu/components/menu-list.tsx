import { memo, useEffect, useMemo, useRef, useState, type ButtonHTMLAttributes } from "react";
import { Link } from "react-router";
import { useLanguage, useT } from "~/i18n/language-context";
import { formatPrice } from "~/lib/money";
import type { MenuListCategory } from "../menu";
import { buildMenuRows, visibleRowRange, type MenuRow } from "../menu-rows";
import { readMenuScroll, RESTORE_DELAY_MS, saveMenuScroll } from "../menu-scroll";
import { MenuItemImage } from "./menu-item-image";

/** The viewport the server assumes before the browser reports its own: a tall phone. */
const SERVER_VIEWPORT_HEIGHT = 900;

/** One row. Memoised: while the list scrolls, only the rows that come into the page render. */
const MenuRowView = memo(function MenuRowView({ row }: { row: MenuRow }) {
  const t = useT();
  const language = useLanguage();
  if (row.kind === "header") {
    return (
      <h2 id={`category-${row.category.id}`} className="menu-row menu-row-header" style={{ top: row.top, height: row.height }} tabIndex={-1}>
        {row.category.name}
      </h2>
    );
  }
  const { item } = row;
  return (
    <Link
      to={`/menu/${item.slug}`}
      className="menu-row menu-row-item"
      style={{ top: row.top, height: row.height }}
      data-testid="menu-item"
      onClick={saveMenuScroll}
    >
      <span className="menu-row-text">
        <span className="menu-row-head">
          <span className="menu-row-name">{item.name}</span>
          <span className="menu-row-price">{formatPrice(item.priceKurus, language)}</span>
        </span>
        {item.secondary && <span className="menu-row-secondary">{item.secondary}</span>}
        {item.description && <span className="menu-row-description">{item.description}</span>}
        <span className="menu-row-hint">{t("menu.clickForDetails")}</span>
      </span>
      {item.image && <MenuItemImage image={item.image} alt={item.name} layout="row" />}
    </Link>
  );
});

/**
 * The menu as one long list of category headers and item rows with the brief's fixed heights.
 * Only the rows near the viewport are in the page; the rest is empty space of the right height, so a
 * menu of thousands of items scrolls and hydrates as lightly as a short one. Search engines reach
 * every item through sitemap.xml and the page's JSON-LD menu (see docs/decisions/0008-menu-list.md).
 */
export function MenuList({
  categories,
  restoreScroll = false,
  drawerOpener,
}: {
  categories: MenuListCategory[];
  restoreScroll?: boolean;
  /** What makes the bar's ☰ open the site's navigation drawer (the site header's). */
  drawerOpener: ButtonHTMLAttributes<HTMLButtonElement>;
}) {
  const t = useT();
  const { rows, totalHeight } = useMemo(() => buildMenuRows(categories), [categories]);
  const list = useRef<HTMLDivElement>(null);
  const [range, setRange] = useState(() => visibleRowRange(rows, 0, SERVER_VIEWPORT_HEIGHT));
  const [focusCategory, setFocusCategory] = useState<string | null>(null);

  // Follows the window's scroll, at most once a frame, reading only scrollY and innerHeight. The
  // list's place in the page is measured when it may have moved (start, resize, something above it
  // changing height), not on every scroll. React renders only when the rows to show change.
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    let listTop = 0;
    let frame = 0;
    const update = () => {
      frame = 0;
      const next = visibleRowRange(rows, window.scrollY - listTop, window.innerHeight);
      setRange((current) => (current.start === next.start && current.end === next.end ? current : next));
    };
    const measure = () => {
      frame = 0;
      listTop = element.getBoundingClientRect().top + window.scrollY;
      update();
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    const onMove = () => {
      if (frame) cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onMove);
    const page = new ResizeObserver(onMove);
    if (element.parentElement) page.observe(element.parentElement);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onMove);
      page.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [rows]);

  // Coming back from an item page: return to where the guest was.
  useEffect(() => {
    if (!restoreScroll) return;
    const saved = readMenuScroll();
    if (saved === null) return;
    const timer = setTimeout(() => window.scrollTo({ top: saved }), RESTORE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [restoreScroll]);

  const scrollToCategory = (categoryId: string) => {
    const header = rows.find((row) => row.kind === "header" && row.category.id === categoryId);
    if (!header || !list.current) return;
    const bar = document.querySelector(".categories-bar")?.getBoundingClientRect().height ?? 0;
    const siteHeader = document.querySelector(".site-header")?.getBoundingClientRect().height ?? 0;
    const listTop = list.current.getBoundingClientRect().top + window.scrollY;
    window.scrollTo({ top: listTop + header.top - bar - siteHeader });
    setFocusCategory(categoryId);
  };

  const { start, end } = range;

  // A category chosen from the bar: once its header is in the page, move the keyboard focus there.
  useEffect(() => {
    if (!focusCategory) return;
    const heading = document.getElementById(`category-${focusCategory}`);
    if (heading) {
      heading.focus({ preventScroll: true });
      setFocusCategory(null);
    }
  }, [focusCategory, start, end]);

  return (
    <>
      <nav className="categories-bar" aria-label={t("menu.categories")}>
        <button type="button" className="categories-bar-menu" aria-label={t("nav.openDrawer")} {...drawerOpener}>
          <span aria-hidden="true">☰</span>
        </button>
        <ul>
          {categories.map((category) => (
            <li key={category.id}>
              <button type="button" onClick={() => scrollToCategory(category.id)}>
                {category.name}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className="menu-rows" ref={list} style={{ height: totalHeight }}>
        {rows.slice(start, end).map((row) => (
          <MenuRowView key={row.key} row={row} />
        ))}
      </div>
    </>
  );
}
