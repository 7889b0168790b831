import type { ReactNode } from "react";

/**
 * A wide table in a region that scrolls sideways on a phone: reachable by keyboard (and scrolled
 * with the arrows), named by the table's caption, which is hidden where the page's heading already
 * says what the table is. The region's look is `.wide-table` (back-office.css).
 */
export function ScrollingTable({ id, caption, className, children }: { id: string; caption: string; className: string; children: ReactNode }) {
  const captionId = `${id}-caption`;
  return (
    <div className="wide-table" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={className}>
        <caption id={captionId} className="visually-hidden">
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}
