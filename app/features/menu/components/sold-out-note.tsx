import { useT } from "~/i18n/language-context";

/** 'Sold out today': the dish stays in its place, greyed, so guests learn it exists (docs/decisions/0034-sold-out.md). */
export function SoldOutNote({ className = "menu-row-sold-out" }: { className?: string }) {
  const t = useT();
  return <span className={className}>{t("menu.soldOut")}</span>;
}
