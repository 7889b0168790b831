import { Form } from "react-router";
import { useT } from "~/i18n/language-context";
import { menuManagementScreenMessages } from "../menu-management-texts";
import { outdatedLanguages } from "../translation-review";
import { CATEGORY_LABELS, ITEM_LABELS } from "./menu-history";
import type { RowTarget } from "./row-actions";

/** The intent of 'Still correct'. */
export const CONFIRM_TRANSLATIONS_INTENT = "confirmTranslations";

/** The intents of 'Still correct' in an edit modal: the form is saved as it is, its texts confirmed. */
export const SAVE_STILL_CORRECT_INTENT = { item: "updateItemStillCorrect", category: "updateCategoryStillCorrect" } as const;

/** 'Still correct': one click confirms the row's texts that needed review, as they are. */
function StillCorrect({ target, name, action }: { target: RowTarget; name: string; action: string }) {
  const t = useT(menuManagementScreenMessages);
  return (
    <Form method="post" action={action} preventScrollReset className="still-correct">
      <input type="hidden" name="kind" value={target.kind} />
      <input type="hidden" name="id" value={target.id} />
      <input type="hidden" name="version" value={target.version} />
      <button type="submit" name="intent" value={CONFIRM_TRANSLATIONS_INTENT} className="button button-small" aria-label={t("menuManagement.stillCorrectFor", { name })}>
        {t("menuManagement.stillCorrect")}
      </button>
    </Form>
  );
}

/** A text column's field name in the form, as the history names it. */
function labelOf(kind: RowTarget["kind"], column: string) {
  const labels = kind === "item" ? ITEM_LABELS : CATEGORY_LABELS;
  return Object.hasOwn(labels, column) ? labels[column as keyof typeof labels] : null;
}

/** The row's marker: which language needs review, and 'Still correct'. Nothing when none does. */
export function OutdatedBadges({ target, outdated, name, action }: { target: RowTarget; outdated: readonly string[]; name: string; action: string }) {
  const t = useT(menuManagementScreenMessages);
  if (outdated.length === 0) return null;
  return (
    <>
      {outdatedLanguages(outdated).map((language) => (
        <span key={language} className="badge badge-outdated">
          {language === "tr" ? t("menuManagement.outdatedTr") : t("menuManagement.outdatedEn")}
        </span>
      ))}
      <StillCorrect target={target} name={name} action={action} />
    </>
  );
}

/**
 * In the edit modal: which texts need review, by their fields' names, and 'Still correct', which
 * saves the modal's form (`formId`) as it is with them: a confirmation of its own would give the row
 * a new version and draw the form anew, and what was typed in it would be lost.
 */
export function OutdatedNotice({ target, outdated, formId }: { target: RowTarget; outdated: readonly string[]; formId: string }) {
  const t = useT(menuManagementScreenMessages);
  if (outdated.length === 0) return null;
  const texts = outdated.flatMap((column) => {
    const label = labelOf(target.kind, column);
    return label ? [t(label)] : [];
  });
  return (
    <div className="notice outdated-notice" data-testid="outdated-notice">
      <p>{t("menuManagement.outdatedTexts", { texts: texts.join(", ") })}</p>
      <p className="form-note">{t("menuManagement.stillCorrectSaves")}</p>
      <button type="submit" form={formId} name="intent" value={SAVE_STILL_CORRECT_INTENT[target.kind]} className="button button-small">
        {t("menuManagement.stillCorrect")}
      </button>
    </div>
  );
}
