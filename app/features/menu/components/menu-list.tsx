import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { useLanguage, useT } from "~/i18n/language-context";
import { formatPrice } from "~/lib/money";
import type { MenuListCategory } from "../menu";
import { menuMessages } from "../menu-messages";
import { buildMenuRows, itemRowKey, rowAt, rowCategoryId, rowOffsets, visibleRowRange, type MenuRow } from "../menu-rows";
import { useHydrated } from "~/ui/use-hydrated";
import { RESTORE_DELAY_MS, saveMenuPlace, takeMenuPlace } from "../menu-scroll";
import { CategoriesGrid, categoryAnchor, CATEGORIES_GRID_ID } from "./categories-grid";
import { AllergenLine } from "./allergen-line";
import { MenuItemImage } from "./menu-item-image";
import { SoldOutNote } from "./sold-out-note";

// Before the browser reports its own: the server draws the first screen of a tall phone.
const SERVER_VIEWPORT_HEIGHT = 900;
const SERVER_LIST_WIDTH = 343;
/**
 * The most rows the server's HTML holds: a usual menu whole (the built-in one has 120), so on a weak
 * signal a guest reads all of it, and its category links jump, before the page's script arrives.
 * A longer menu draws the rest once the script runs.
 */
export const SERVER_DRAWN_ROWS = 200;

/**
 * The heights of the drawn rows, by row key, as measured at a width of the list. The map is written
 * in place as rows are measured (a menu of thousands would otherwise be copied on every frame of a
 * scroll); `version` counts the writes, so each is a new state to render.
 */
interface MeasuredRows {
  width: number;
  heights: Map<string, number>;
  version: number;
}

/**
 * The last measurements, kept while the page is open: coming back from an item page lays the list
 * out as it was, so the saved scroll position lands on the same dish. Another width (a phone
 * turned) starts again from guesses.
 */
let lastMeasured: MeasuredRows | null = null;

function ChevronIcon() {
  return (
    <svg className="menu-row-chevron" aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
      <path d="M7.5 4.5 13 10l-5.5 5.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** One row. Memoised: while the list scrolls, only the rows that come into the page render. */
const MenuRowView = memo(function MenuRowView({ row }: { row: MenuRow }) {
  const language = useLanguage();
  if (row.kind === "header") {
    return (
      <h2 id={categoryAnchor(row.category.id)} className="menu-row menu-row-header" data-row-key={row.key} tabIndex={-1}>
        {row.category.name}
      </h2>
    );
  }
  const { item } = row;
  const price = <span className="menu-row-price">{formatPrice(item.priceKurus, language)}</span>;
  return (
    <Link
      to={`/menu/${item.slug}`}
      className={`menu-row menu-row-item${item.image ? " has-image" : ""}${item.soldOut ? " is-sold-out" : ""}`}
      data-row-key={row.key}
      data-testid="menu-item"
      onClick={() => saveMenuPlace(item.id)}
    >
      {/* The name says what the photo shows: the link's name is not said twice. */}
      {item.image && <MenuItemImage image={item.image} alt="" layout="row" />}
      <span className="menu-row-text">
        <span className="menu-row-head">
          <span className="menu-row-name">{item.name}</span>
          {!item.image && price}
        </span>
        {item.image && price}
        {item.soldOut && <SoldOutNote kind={item.soldOut} />}
        {item.secondary && <span className="menu-row-secondary">{item.secondary}</span>}
        {item.description && <span className="menu-row-description">{item.description}</span>}
        <AllergenLine allergens={item.allergens} />
      </span>
      <ChevronIcon />
    </Link>
  );
});

/** The site header's and the categories bar's heights: what covers the top of the list. */
function stickyHeight(): number {
  const bar = document.querySelector(".categories-bar")?.getBoundingClientRect().height ?? 0;
  const siteHeader = document.querySelector(".site-header")?.getBoundingClientRect().height ?? 0;
  return bar + siteHeader;
}

/** Scrolls the window so the header row a category was chosen by sits under the bars. */
function holdJump({ offsets, listTop, sticky, jumpTo }: { offsets: ArrayLike<number>; listTop: number; sticky: number; jumpTo: number | null }) {
  if (jumpTo === null || offsets[jumpTo] === undefined) return;
  const top = listTop + offsets[jumpTo] - sticky;
  if (Math.abs(window.scrollY - top) >= 1) window.scrollTo({ top });
}

const prefersReducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * The menu as one long list of category headers and item rows, each as tall as its content. Only
 * the rows near the viewport are in the page, between two blank spaces as tall as the rows they
 * stand for: measured once drawn, guessed from their texts before (menu-rows.ts). So a menu of
 * thousands of items scrolls and hydrates as lightly as a short one. The server's page holds the
 * rest of a usual menu as well, until the page's script takes over (SERVER_DRAWN_ROWS). Search
 * engines reach every item through sitemap.xml and the page's JSON-LD menu (see
 * docs/decisions/0008-menu-list.md).
 *
 * Above it, a bar of category chips: the chip of the category on screen is marked and scrolled
 * into view, and the 'Categories' button opens a grid of all of them.
 */
export function MenuList({ categories, returnFrom = null }: { categories: MenuListCategory[]; returnFrom?: string | null }) {
  const t = useT(menuMessages);
  const rows = useMemo(() => buildMenuRows(categories), [categories]);
  const list = useRef<HTMLDivElement>(null);
  const chips = useRef<HTMLUListElement>(null);
  const [sized, setSized] = useState<MeasuredRows>(() => lastMeasured ?? { width: SERVER_LIST_WIDTH, heights: new Map(), version: 0 });
  useEffect(() => {
    lastMeasured = sized;
  }, [sized]);
  const offsets = useMemo(() => rowOffsets(rows, sized.heights, sized.width), [rows, sized]);
  const rowIndex = useMemo(() => new Map(rows.map((row, index) => [row.key, index])), [rows]);
  const [range, setRange] = useState(() => visibleRowRange(offsets, 0, SERVER_VIEWPORT_HEIGHT));
  // Past the first screen, the server's rows stand in a tail the page's script does not hydrate
  // (React keeps an element's served content where the browser's render gives it `__html`, as with
  // the JSON-LD): hydrating a hundred rows would hold up the page for rows off the screen. The
  // list takes over from it at once (below). Only a render the server answered has one.
  const [tailShown, setTailShown] = useState(!useHydrated());
  const tailEnd = tailShown ? Math.min(rows.length, Math.max(range.end, SERVER_DRAWN_ROWS)) : 0;
  const tail = useRef<HTMLDivElement>(null);
  const [currentCategory, setCurrentCategory] = useState<string | null>(categories[0]?.id ?? null);
  /** The row to move the keyboard focus to once it is drawn: a chosen category's header, the item returned from. */
  const [focusRow, setFocusRow] = useState<string | null>(null);
  /**
   * The row that holds the keyboard focus. It stays in the page when the guest scrolls it out of the
   * drawn rows (Page Down, the space bar, the wheel): taken out, the focus would fall back to the
   * page itself, and the next Tab would start again from the top of the page.
   */
  const [focusedRow, setFocusedRow] = useState<string | null>(null);
  const [chipsOverflow, setChipsOverflow] = useState({ before: false, after: true });

  // What the scroll handler and the measuring read, without subscribing them to every render.
  // `jumpTo`: the header row a chosen category scrolled to, held under the bars while the rows
  // around it are drawn and measured, until the guest scrolls.
  const layout = useRef<{
    offsets: Float64Array;
    rows: MenuRow[];
    rowIndex: ReadonlyMap<string, number>;
    heights: Map<string, number>;
    listTop: number;
    sticky: number;
    jumpTo: number | null;
  }>({ offsets, rows, rowIndex, heights: sized.heights, listTop: 0, sticky: 0, jumpTo: null });
  layout.current.offsets = offsets;
  layout.current.rows = rows;
  layout.current.rowIndex = rowIndex;
  layout.current.heights = sized.heights;

  /** The rows to draw and the category on screen, from the window's scroll. */
  const update = useCallback(() => {
    const { offsets, rows, listTop, sticky } = layout.current;
    const top = window.scrollY - listTop;
    const next = visibleRowRange(offsets, top, window.innerHeight);
    setRange((current) => (current.start === next.start && current.end === next.end ? current : next));
    if (rows.length === 0) return;
    // The category under the bars; scrolled to the very end of the page, where the last headers can
    // no longer reach the bars, the last category.
    const atEnd = window.scrollY > 0 && window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    setCurrentCategory(rowCategoryId(rows[atEnd ? rows.length - 1 : rowAt(offsets, Math.max(0, top + sticky + 1))]!));
  }, []);

  // Follows the window's scroll, at most once a frame, reading only the window's scroll and sizes. The
  // list's place and width are measured when they may have changed (start, resize, something above
  // it changing height), not on every scroll. React renders only when the rows to show change.
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const box = element.getBoundingClientRect();
      layout.current.listTop = box.top + window.scrollY;
      layout.current.sticky = stickyHeight();
      const width = Math.round(box.width);
      setSized((current) => (current.width === width ? current : { width, heights: new Map(), version: 0 }));
      update();
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(() => {
        frame = 0;
        update();
      });
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
  }, [update]);

  // New offsets (a search, rows measured, another width): the rows to draw may change.
  useEffect(update, [offsets, update]);

  // Every drawn row is measured, and measured again when its height changes (a photo's row, a
  // font arriving). A row above the top of the screen that changes height would move what the
  // guest is reading: the window scrolls by the same amount, before the frame is painted.
  const sizes = useRef<ResizeObserver | null>(null);
  const observed = useRef(new Set<Element>());
  const observedAtWidth = useRef(0);
  useEffect(() => {
    sizes.current = new ResizeObserver((entries) => {
      const { offsets: current, rowIndex, heights, listTop } = layout.current;
      const screenTop = window.scrollY - listTop;
      let changed = false;
      let shift = 0;
      for (const entry of entries) {
        // A row taken out of the page (the list leaving it, say) reports no height: it keeps its last.
        if (!entry.target.isConnected) continue;
        const key = (entry.target as HTMLElement).dataset.rowKey;
        const index = key === undefined ? undefined : rowIndex.get(key);
        if (key === undefined || index === undefined) continue;
        const height = entry.borderBoxSize[0]?.blockSize ?? entry.target.getBoundingClientRect().height;
        const before = current[index + 1]! - current[index]!;
        if (Math.abs(height - before) < 0.5) continue;
        heights.set(key, height);
        changed = true;
        if (current[index]! < screenTop) shift += height - before;
      }
      // After a jump the chosen header is held in place instead (below), whatever changed above it.
      if (shift !== 0 && layout.current.jumpTo === null) window.scrollBy(0, shift);
      if (changed) setSized((measured) => (measured.heights === heights ? { ...measured, version: measured.version + 1 } : measured));
    });
    const rows = observed.current;
    return () => {
      sizes.current?.disconnect();
      rows.clear();
    };
  }, []);

  // The list takes over from the server's tail as the page's script starts, before the browser
  // paints: every row the server drew is measured where it stands, so the blank spaces that take
  // the tail's place are as tall as its rows, and a guest who scrolled meanwhile sees the same
  // rows. The keyboard focus on a row of the tail moves to the row that replaces it.
  useLayoutEffect(() => {
    const element = list.current;
    if (!tailShown || !element || !tail.current) return;
    const width = Math.round(element.getBoundingClientRect().width);
    const heights = new Map<string, number>();
    for (const row of [...element.children, ...tail.current.children]) {
      const key = (row as HTMLElement).dataset.rowKey;
      if (key !== undefined) heights.set(key, row.getBoundingClientRect().height);
    }
    const focused = document.activeElement instanceof HTMLElement && tail.current.contains(document.activeElement) ? document.activeElement.closest<HTMLElement>("[data-row-key]")?.dataset.rowKey : undefined;
    const listTop = element.getBoundingClientRect().top + window.scrollY;
    const measured = rowOffsets(rows, heights, width);
    // What the scroll handler reads from now on, before the next render writes the same.
    Object.assign(layout.current, { offsets: measured, heights, listTop });
    setSized({ width, heights, version: 0 });
    setRange(visibleRowRange(measured, window.scrollY - listTop, window.innerHeight));
    setTailShown(false);
    if (focused !== undefined) setFocusRow(focused);
    // Acts once, as the page starts: the tail is gone after it, and the rows then are those the server drew.
  }, [rows, tailShown]);

  // A search can shorten the rows before the range follows (the effect above): never past the end.
  const end = Math.min(range.end, rows.length);
  const start = Math.min(range.start, end);
  // The focused row when it is outside them, with a blank as tall as the rows between.
  const focusedIndex = focusedRow === null ? undefined : rowIndex.get(focusedRow);
  const keptAbove = focusedIndex !== undefined && focusedIndex < start ? focusedIndex : null;
  const keptBelow = focusedIndex !== undefined && focusedIndex >= end ? focusedIndex : null;
  useLayoutEffect(() => {
    const element = list.current;
    const observer = sizes.current;
    if (!element || !observer) return;
    // At another width every drawn row is measured again, including those whose height stayed.
    if (observedAtWidth.current !== sized.width) {
      observer.disconnect();
      observed.current.clear();
      observedAtWidth.current = sized.width;
    }
    const drawn = new Set<Element>(element.children);
    for (const row of observed.current) {
      if (!drawn.has(row)) {
        observer.unobserve(row);
        observed.current.delete(row);
      }
    }
    for (const row of drawn) {
      if (!observed.current.has(row)) {
        observer.observe(row);
        observed.current.add(row);
      }
    }
  }, [start, end, rows, sized.width]);

  const scrollToCategory = useCallback((categoryId: string) => {
    const { rows } = layout.current;
    const index = rows.findIndex((row) => row.kind === "header" && row.category.id === categoryId);
    if (index === -1) return;
    layout.current.sticky = stickyHeight();
    layout.current.jumpTo = index;
    holdJump(layout.current);
    setFocusRow(rows[index]!.key);
  }, []);

  // The rows between where the guest was and the chosen header were placed by their estimated
  // heights; as those drawn around it are measured, the header's place moves, and the window
  // follows it, until the guest scrolls on their own.
  useLayoutEffect(() => holdJump(layout.current), [offsets]);
  useEffect(() => {
    const release = () => {
      layout.current.jumpTo = null;
    };
    const events = ["wheel", "touchstart", "keydown", "pointerdown"] as const;
    for (const event of events) window.addEventListener(event, release, { passive: true, capture: true });
    return () => {
      for (const event of events) window.removeEventListener(event, release, { capture: true });
    };
  }, []);

  // A category chosen before the page's script ran (its chip is a link to the header's anchor), or
  // a shared link to one: once the list is laid out, it is shown. Followed through the router's
  // address, not only at the start: a chip tapped while the page is starting changes the address
  // after the router has read it, and the router then scrolls to the top (no such header is drawn
  // yet) as it takes the change up; this runs after that.
  const { hash } = useLocation();
  useEffect(() => {
    const match = /^#category-(.+)$/.exec(hash);
    if (match) scrollToCategory(decodeURIComponent(match[1]!));
  }, [hash, scrollToCategory]);

  // Coming back from an item page by its link: return to where the guest was, with the keyboard
  // focus on the item's row, as after the browser's own Back.
  useEffect(() => {
    if (returnFrom === null) return;
    const timer = setTimeout(() => {
      const place = takeMenuPlace(returnFrom);
      if (place === null) return;
      window.scrollTo({ top: place.top });
      setFocusRow(itemRowKey(returnFrom));
    }, RESTORE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [returnFrom]);

  // Once the row to focus is in the page, the keyboard focus moves there.
  useEffect(() => {
    if (!focusRow) return;
    const row = list.current?.querySelector<HTMLElement>(`[data-row-key="${CSS.escape(focusRow)}"]`);
    if (row) {
      row.focus({ preventScroll: true });
      setFocusRow(null);
    }
  }, [focusRow, start, end]);

  // The chip of the category on screen is kept in view in the bar, and the bar shows a fade on a
  // side where more chips are hidden.
  const showChipsOverflow = useCallback(() => {
    const bar = chips.current;
    if (!bar) return;
    const before = bar.scrollLeft > 1;
    const after = bar.scrollLeft + bar.clientWidth < bar.scrollWidth - 1;
    setChipsOverflow((current) => (current.before === before && current.after === after ? current : { before, after }));
  }, []);
  useEffect(() => {
    const bar = chips.current;
    const chip = bar?.querySelector<HTMLElement>('[aria-current="location"]');
    if (bar && chip) {
      const left = chip.offsetLeft - (bar.clientWidth - chip.offsetWidth) / 2;
      bar.scrollTo({ left: Math.max(0, left), behavior: prefersReducedMotion() ? "auto" : "smooth" });
    }
    showChipsOverflow();
  }, [currentCategory, categories, showChipsOverflow]);
  useEffect(() => {
    window.addEventListener("resize", showChipsOverflow);
    return () => window.removeEventListener("resize", showChipsOverflow);
  }, [showChipsOverflow]);

  const chooseCategory = (event: MouseEvent<HTMLAnchorElement>, categoryId: string) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    scrollToCategory(categoryId);
  };

  const focusArrived = (event: FocusEvent<HTMLDivElement>) => setFocusedRow((event.target as HTMLElement).closest<HTMLElement>("[data-row-key]")?.dataset.rowKey ?? null);
  // Only when the focus goes on to something else: the window losing it (another app, another tab)
  // leaves the row focused for when the guest comes back.
  const focusLeft = (event: FocusEvent<HTMLDivElement>) => {
    if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) setFocusedRow(null);
  };
  // Tab from a row kept above the screen goes on to the first dish wholly on the screen, under the
  // bars (Shift+Tab from one kept below, to the last), not to the rows drawn just off the screen,
  // which the browser would scroll back to.
  const tabFromKeptRow = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Tab" || event.altKey || event.ctrlKey || event.metaKey) return;
    const kept = event.shiftKey ? keptBelow : keptAbove;
    if (kept === null || (event.target as HTMLElement).dataset.rowKey !== rows[kept]!.key) return;
    const top = stickyHeight();
    const boxes = [...event.currentTarget.querySelectorAll<HTMLElement>("a[data-row-key]")].map((row) => ({ row, box: row.getBoundingClientRect() }));
    const seen = boxes.filter(({ box }) => box.bottom > top && box.top < window.innerHeight);
    const whole = seen.filter(({ box }) => box.top >= top - 1 && box.bottom <= window.innerHeight + 1);
    // A dish taller than the screen is never whole on it: then the one partly on it.
    const next = event.shiftKey ? (whole.at(-1) ?? seen.at(-1)) : (whole[0] ?? seen[0]);
    if (!next) return;
    event.preventDefault();
    next.row.focus({ preventScroll: true });
  };

  // One keyed list, the focused row in it wherever it stands, so React never moves its element (a
  // moved element loses the focus).
  const drawn: ReactNode[] = rows.slice(start, end).map((row) => <MenuRowView key={row.key} row={row} />);
  if (keptAbove !== null) drawn.unshift(<MenuRowView key={rows[keptAbove]!.key} row={rows[keptAbove]!} />, <div key="kept-gap" style={{ height: offsets[start]! - offsets[keptAbove + 1]! }} />);
  if (keptBelow !== null) drawn.push(<div key="kept-gap" style={{ height: offsets[keptBelow]! - offsets[end]! }} />, <MenuRowView key={rows[keptBelow]!.key} row={rows[keptBelow]!} />);
  const drawnFrom = keptAbove ?? start;
  const drawnTo = keptBelow === null ? end : keptBelow + 1;

  const chipsClass = ["categories-chips", chipsOverflow.before && "more-before", chipsOverflow.after && "more-after"].filter(Boolean).join(" ");
  return (
    <>
      <nav className="categories-bar" aria-label={t("menu.categories")}>
        <button type="button" className="categories-bar-all" commandfor={CATEGORIES_GRID_ID} command="show-modal" aria-haspopup="dialog" onClick={openCategoriesGrid}>
          <GridIcon />
          {t("menu.allCategories")}
        </button>
        <div className={chipsClass}>
          <ul ref={chips} onScroll={showChipsOverflow}>
            {categories.map((category) => (
              <li key={category.id}>
                <a
                  href={`#${categoryAnchor(category.id)}`}
                  aria-current={category.id === currentCategory ? "location" : undefined}
                  onClick={(event) => chooseCategory(event, category.id)}
                >
                  {category.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </nav>
      <CategoriesGrid categories={categories} currentCategory={currentCategory} onChoose={scrollToCategory} />
      <div className="menu-rows" ref={list} style={{ paddingTop: offsets[drawnFrom], paddingBottom: tailShown ? 0 : offsets[rows.length]! - offsets[drawnTo]! }} onFocus={focusArrived} onBlur={focusLeft} onKeyDown={tabFromKeptRow}>
        {drawn}
      </div>
      {tailShown &&
        (import.meta.env.SSR ? (
          <div className="menu-rows-tail" style={{ paddingBottom: offsets[rows.length]! - offsets[tailEnd]! }}>
            {rows.slice(end, tailEnd).map((row) => (
              <MenuRowView key={row.key} row={row} />
            ))}
          </div>
        ) : (
          <div className="menu-rows-tail" ref={tail} style={{ paddingBottom: offsets[rows.length]! - offsets[tailEnd]! }} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />
        ))}
    </>
  );
}

function openCategoriesGrid(): void {
  const grid = document.getElementById(CATEGORIES_GRID_ID);
  if (grid instanceof HTMLDialogElement && !grid.open) grid.showModal();
}

function GridIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 18 18">
      <path d="M2 2h5v5H2zM11 2h5v5h-5zM2 11h5v5H2zM11 11h5v5h-5z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
    </svg>
  );
}
