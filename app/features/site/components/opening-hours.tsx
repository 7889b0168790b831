import { useT } from "~/i18n/language-context";
import type { SiteSettings } from "../site-settings";

export function OpeningHours({ hours }: { hours: SiteSettings["openingHours"] }) {
  const t = useT();
  return (
    <ul className="opening-hours">
      {hours.map((line) => (
        <li key={line.days}>
          <span>{t(`hours.${line.days}`)}</span> <span>{`${line.opens}-${line.closes}`}</span>
        </li>
      ))}
    </ul>
  );
}
