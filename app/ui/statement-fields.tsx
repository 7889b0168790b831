import type { FieldMetadata } from "@conform-to/react";
import type { StatementColumns } from "~/db/schema";
import { useT } from "~/i18n/language-context";
import { HintedFieldset, SelectField, type Describe } from "~/ui/form-fields";
import { allergenMessages } from "./allergen-messages";
import { DECLARATIONS, type FACT_STATES, statementColumn, type STATEMENTS } from "~/lib/declarations";
import { AllergenIcon } from "./allergen-icons";
import { FACT_WORDS, STATEMENT_WORDS } from "./statement-words";

/** A form's 18 statement fields, as Conform gives them (statement-fields.ts names them as their columns). */
export type StatementFieldsMetadata<FormSchema extends Record<string, unknown>> = {
  [K in keyof StatementColumns]: FieldMetadata<StatementColumns[K] | undefined, FormSchema, string[]>;
};

// 'Not declared yet' first: what a new item says until someone looks at its label.
const STATEMENT_ORDER = ["undeclared", "contains", "may-contain", "free"] as const satisfies readonly (typeof STATEMENTS)[number][];
const FACT_ORDER = ["undeclared", "yes", "no"] as const satisfies readonly (typeof FACT_STATES)[number][];

/**
 * The 16 declarations and the two diet facts of an inventory item (or of a dish, by hand): one
 * choice each, in the regulation's order, with what each choice means said in words.
 */
export function StatementFields<FormSchema extends Record<string, unknown>>({
  fields,
  describe,
  hintId,
  legend,
  hint,
  undeclaredLabel,
}: {
  fields: StatementFieldsMetadata<FormSchema>;
  describe: Describe;
  hintId: string;
  /** A dish's form says what its choices mean for a dish: 'Not stated by hand', its own legend and hint. */
  legend?: string;
  hint?: string;
  undeclaredLabel?: string;
}) {
  const t = useT(allergenMessages);
  const statementChoices = STATEMENT_ORDER.map((state) => ({ value: state, label: state === "undeclared" && undeclaredLabel ? undeclaredLabel : t(STATEMENT_WORDS[state]) }));
  const factChoices = FACT_ORDER.map((state) => ({ value: state, label: state === "undeclared" && undeclaredLabel ? undeclaredLabel : t(FACT_WORDS[state]) }));
  return (
    <HintedFieldset className="statement-fields" legend={legend ?? t("allergens.legend")} hint={hint ?? t("allergens.help")} hintId={hintId} hintClassName="form-note">
      <div className="statement-grid">
        {DECLARATIONS.map((key) => (
          <SelectField
            key={key}
            field={fields[statementColumn(key)]}
            label={
              <>
                <AllergenIcon declaration={key} /> {t(`allergens.${key}`)}
              </>
            }
            describe={describe}
            choices={statementChoices}
          />
        ))}
        <SelectField field={fields.diet_animal} label={t("allergens.animal")} describe={describe} choices={factChoices} />
        <SelectField field={fields.diet_meat_or_fish} label={t("allergens.meatOrFish")} describe={describe} choices={factChoices} />
      </div>
    </HintedFieldset>
  );
}
