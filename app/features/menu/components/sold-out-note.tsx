import type { SoldOut } from "~/db/schema";
import { useT } from "~/i18n/language-context";
import { soldOutNoteMessages } from "../sold-out-note-messages";

/**
 * 'Sold out today' for tonight, 'Currently unavailable' until further notice: the dish stays in its
 * place, greyed, so guests learn it exists (docs/decisions/0034-sold-out.md).
 */
export function SoldOutNote({ kind, className = "menu-row-sold-out" }: { kind: SoldOut; className?: string }) {
  const t = useT(soldOutNoteMessages);
  return <span className={className}>{t(kind === "tonight" ? "menu.soldOut" : "menu.soldOutIndefinitely")}</span>;
}
