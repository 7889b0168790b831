import { useT } from "~/i18n/language-context";
import { openingHoursLines, type WeeklyHours } from "../opening-hours";

/** The week, consecutive days with the same hours on one line: "Monday–Thursday 11:00–24:00". */
export function OpeningHours({ hours }: { hours: WeeklyHours }) {
  const t = useT();
  return (
    <ul className="opening-hours">
      {openingHoursLines(hours, t).map((line) => (
        <li key={line.days}>
          <span>{line.days}</span> <span>{line.hours}</span>
        </li>
      ))}
    </ul>
  );
}
