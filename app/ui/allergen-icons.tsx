import type { Declaration } from "~/lib/declarations";

/**
 * Each declaration's sign, drawn in lines of the text's colour (24 × 24). A sign never stands
 * alone: it is hidden from screen readers and always beside the declaration's name, so neither its
 * shape nor its colour carries the meaning by itself.
 */
const SIGNS: Readonly<Record<Declaration, string>> = {
  // An ear of wheat.
  gluten:
    "M12 22V6M12 6c-1.2-1.2-1.2-3 0-4 1.2 1 1.2 2.8 0 4M12 10c-2.6 0-4-1.4-4-4 2.6 0 4 1.4 4 4zm0 0c2.6 0 4-1.4 4-4-2.6 0-4 1.4-4 4zM12 14.5c-2.6 0-4-1.4-4-4 2.6 0 4 1.4 4 4zm0 0c2.6 0 4-1.4 4-4-2.6 0-4 1.4-4 4zM12 19c-2.6 0-4-1.4-4-4 2.6 0 4 1.4 4 4zm0 0c2.6 0 4-1.4 4-4-2.6 0-4 1.4-4 4z",
  // A shrimp: its curled, ringed body, tail and feeler.
  crustaceans:
    "M16 4.5c3 1 5 3.8 5 7 0 4.7-3.8 8.5-8.5 8.5-2 0-3.7-.6-5-1.7M15 8.5c1.6.8 2.5 2.3 2.5 3.8 0 2.6-2.2 4.7-5 4.7-1.2 0-2.3-.4-3.1-1M16 4.5 15 8.5M7.5 18.3 3.5 21M9.4 16 3.5 16M16 4.5C13 3 9 3 5.5 5M19.6 9.5l-2.7 1.1M20.2 13.4l-2.8-.3M18.4 17.2l-2.5-1.5M14.3 19.8l-1-2.8",
  eggs: "M12 3c3.5 0 6.5 5 6.5 10.5a6.5 6.5 0 0 1-13 0C5.5 8 8.5 3 12 3z",
  // A fish, its tail on the left.
  fish: "M2 7l4 5-4 5M6 12c3-4 6-6 9.5-6 3 0 5.5 3 6.5 6-1 3-3.5 6-6.5 6C12 18 9 16 6 12zM17.5 10.5v.5",
  // A peanut in its shell.
  peanuts: "M12 2.5a4.2 4.2 0 0 1 4.2 4.2c0 1.8-1.2 2.8-1.2 5.3s1.2 3.5 1.2 5.3a4.2 4.2 0 0 1-8.4 0c0-1.8 1.2-2.8 1.2-5.3S7.8 8.5 7.8 6.7A4.2 4.2 0 0 1 12 2.5zM10.5 7h.01M13.5 10h.01M10.5 14h.01M13.5 17h.01",
  // A pod of three beans.
  soybeans: "M4.5 19.5C3.5 12 9 4.5 19.5 4.5c1 7.5-4.5 15-15 15zM8.5 15.5a1.6 1.6 0 1 0 .01 0M12 12a1.6 1.6 0 1 0 .01 0M15.5 8.5a1.6 1.6 0 1 0 .01 0",
  // A bottle of milk.
  milk: "M9.5 2h5v3l2.5 3.5V21a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V8.5L9.5 5zM7 12h10",
  // A hazelnut in its cap.
  nuts: "M12 4V2M4.5 10c0-3.6 3.4-6 7.5-6s7.5 2.4 7.5 6zM6 10c0 6 2.7 10.2 6 11.5 3.3-1.3 6-5.5 6-11.5",
  // Three stalks of celery with their leaves.
  celery: "M8 22c.5-5 .5-10 0-15M12 22V7M16 22c-.5-5-.5-10 0-15M8 7C6 6 5 4 6 2.5 7.8 3 8.6 5 8 7zM12 7c-1.2-1.6-1.2-3.6 0-5 1.2 1.4 1.2 3.4 0 5zM16 7c2-1 3-3 2-4.5-1.8.5-2.6 2.5-2 4.5z",
  // A squeeze bottle of mustard.
  mustard: "M11 1.5h2V5h-2zM9 5h6l1.5 4v11a2 2 0 0 1-2 2h-5a2 2 0 0 1-2-2V9zM7.5 13h9",
  // Three sesame seeds.
  sesame: "M8 4c1.7 1.6 1.7 4.4 0 6-1.7-1.6-1.7-4.4 0-6zM16 7c1.7 1.6 1.7 4.4 0 6-1.7-1.6-1.7-4.4 0-6zM10.5 13.5c1.7 1.6 1.7 4.4 0 6-1.7-1.6-1.7-4.4 0-6z",
  // A molecule of sulphur dioxide: O–S–O.
  sulphites: "M12 15.5a3.5 3.5 0 1 0 .01 0M5 5.5a2.5 2.5 0 1 0 .01 0M19 5.5a2.5 2.5 0 1 0 .01 0M6.8 9.6l2.7 3.2M17.2 9.6l-2.7 3.2",
  // A lupin's spike of flowers.
  lupin: "M12 22V11M12 16c-3 0-5-1.8-5.5-4M12 16c3 0 5-1.8 5.5-4M12 2.5a1.3 1.3 0 1 0 .01 0M10.3 5.5a1.3 1.3 0 1 0 .01 0M13.7 5.5a1.3 1.3 0 1 0 .01 0M10.3 8.5a1.3 1.3 0 1 0 .01 0M13.7 8.5a1.3 1.3 0 1 0 .01 0",
  // A snail's spiral shell.
  molluscs: "M12 21a9 9 0 1 1 9-9c0 3.9-2.9 6.5-6.2 6.5S9 16 9 13s2-4.6 4-4.6 3.2 1.4 3.2 3.2-1.2 2.8-2.6 2.8",
  // A glass of wine.
  alcohol: "M7 2.5h10c0 5.5-2 9-5 9s-5-3.5-5-9zM7.4 6.5h9.2M12 11.5V20M8 21.5h8",
  // A pig's head: ears and snout.
  pork: "M12 6.5a7 7 0 1 1 0 14 7 7 0 0 1 0-14zM6.5 9 5 3.5l4.5 3.2M17.5 9 19 3.5l-4.5 3.2M12 13.5c1.9 0 3.2.9 3.2 2s-1.3 2-3.2 2-3.2-.9-3.2-2 1.3-2 3.2-2zM11 15.5h.01M13 15.5h.01M9 11h.01M15 11h.01",
};

export function AllergenIcon({ declaration, size = 16 }: { declaration: Declaration; size?: number }) {
  return (
    <svg
      className="allergen-sign"
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={SIGNS[declaration]} />
    </svg>
  );
}
