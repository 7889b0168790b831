import { useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useLanguage, useT } from "~/i18n/language-context";
import { unitLabel } from "~/lib/units";
import { choiceKey, choiceLabel, filterIngredientChoices, type IngredientChoice } from "../ingredient-choices";
import { recipesScreenMessages } from "../recipes-texts";

export interface IngredientPickerProps {
  /** The input's id, for its label. */
  id: string;
  /** Every item and recipe a line may be, in name order. */
  choices: readonly IngredientChoice[];
  /** What the line holds now; null for none (the 'add an ingredient' search always). */
  chosen: IngredientChoice | null;
  /** A choice made: the line takes it (and the form moves on to its quantity). */
  onChoose: (choice: IngredientChoice) => void;
  /** The name emptied and left: the line holds nothing (and the form says it needs something). */
  onClear?: () => void;
  placeholder?: string;
  /** The ids of the messages and hints the input points to. */
  describedBy?: string;
  invalid?: boolean;
}

/**
 * One type-ahead over inventory items and recipes, the ARIA combobox pattern with a list
 * (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/): typing opens and filters the list (Turkish
 * letters folded; an item's vendor is shown and searched with its name), the first match is active
 * so Enter takes it, ↓ opens it (everything, when nothing is typed) and moves, ↑ moves back, Escape
 * closes the list
 * (and again, puts back what the line holds), a tap on an option takes it. Leaving the field puts
 * back what the line holds, or, left empty, empties the line. It holds no form value itself: the
 * line's hidden fields do.
 */
export function IngredientPicker({ id, choices, chosen, onChoose, onClear, placeholder, describedBy, invalid }: IngredientPickerProps) {
  const t = useT(recipesScreenMessages);
  const language = useLanguage();
  const listId = useId();
  const statusId = useId();
  // What the line holds, as its option says it: an item with its vendor ('Un · Metro').
  const chosenLabel = chosen ? choiceLabel(chosen) : "";
  const [text, setText] = useState(chosenLabel);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);
  // A line that is given another choice (a reply from the server, a removed line above) shows it.
  const [shownChoice, setShownChoice] = useState(chosenLabel);
  if (shownChoice !== chosenLabel) {
    setShownChoice(chosenLabel);
    setText(chosenLabel);
  }

  // The text still saying what the line holds is no search: every choice is offered.
  const query = text === chosenLabel ? "" : text;
  const found = useMemo(() => (open ? filterIngredientChoices(choices, query) : []), [open, choices, query]);
  const optionId = (index: number) => `${listId}-option-${index}`;

  const moveTo = (index: number) => {
    setActive(index);
    listRef.current?.querySelector(`[id="${CSS.escape(optionId(index))}"]`)?.scrollIntoView({ block: "nearest" });
  };
  const choose = (choice: IngredientChoice) => {
    setOpen(false);
    setActive(-1);
    // The 'add an ingredient' search holds nothing: it empties for the next one.
    setText(chosen ? choiceLabel(choice) : "");
    onChoose(choice);
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        if (!open) {
          setOpen(true);
          setActive(0);
        } else if (found.length > 0) moveTo((active + 1) % found.length);
        break;
      case "ArrowUp":
        event.preventDefault();
        if (open && found.length > 0) moveTo(active <= 0 ? found.length - 1 : active - 1);
        break;
      case "Enter": {
        // Enter takes the active option; with the list open it never sends the form half-chosen.
        const choice = open ? found[active] : undefined;
        if (choice) {
          event.preventDefault();
          choose(choice);
        } else if (open) event.preventDefault();
        break;
      }
      case "Escape":
        if (open) {
          event.preventDefault();
          close();
        } else if (text !== chosenLabel) {
          event.preventDefault();
          setText(chosenLabel);
        }
        break;
    }
  };

  const expanded = open && found.length > 0;
  const activeChoice = expanded ? found[active] : undefined;
  return (
    <div className="ingredient-picker">
      <input
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeChoice ? optionId(active) : undefined}
        aria-describedby={describedBy || undefined}
        aria-invalid={invalid || undefined}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        enterKeyHint="done"
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          // The list opens as the cook types, and not on a tap alone: open, it covers what is under it.
          const typed = event.target.value.trim() !== "";
          setText(event.target.value);
          setOpen(typed);
          setActive(typed ? 0 : -1);
        }}
        onBlur={() => {
          close();
          if (chosen && onClear && !text.trim()) onClear();
          else setText(chosenLabel);
        }}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label={t("recipes.ingredientSource")} className="ingredient-options" ref={listRef} hidden={!expanded}>
        {found.map((choice, index) => (
          <li
            key={choiceKey(choice.type, choice.id)}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="ingredient-option"
            // Keep the focus in the input, so a tap chooses before the input's blur closes the list.
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => choose(choice)}
          >
            {/* An item's vendor is part of its name here: two items may share a name ('Un · Metro', 'Un · Makro'), and so the option's accessible name tells them apart. */}
            <span className="ingredient-option-name">{choiceLabel(choice)}</span>{" "}
            <span className="ingredient-option-kind">
              {choice.type === "recipe" ? (choice.unit ? `${t("recipes.choiceRecipe")} · ${unitLabel(choice.unit, language)}` : t("recipes.choiceRecipe")) : unitLabel(choice.unit ?? "", language)}
            </span>
          </li>
        ))}
      </ul>
      <span id={statusId} className="visually-hidden" role="status">
        {open && query.trim() ? (found.length === 0 ? t("recipes.noChoices") : t("recipes.choicesFound", { count: found.length })) : ""}
      </span>
      {open && query.trim() && found.length === 0 && (
        <p className="ingredient-options-empty" aria-hidden="true">
          {t("recipes.noChoices")}
        </p>
      )}
    </div>
  );
}
