import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useMemo, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { useT } from "~/i18n/language-context";
import type { z } from "~/lib/zod";
import { describeMessage } from "~/i18n/message-ref";
import { FieldError } from "~/ui/field-error";
import { sanitizeEmbed } from "../embed";
import { CAPTION_MAX_LENGTH, DISPLAY_ORDER_MAX, eventSchema, eventUpdateSchema, NEW_EVENT_DEFAULTS, type ManagedEvent } from "../events";
import { eventsManagerScreenMessages, isEventsManagerScreenMessageKey } from "../events-manager-texts";
import { EmbedFrame } from "./embed-frame";

export interface EventFormProps {
  /** The event to edit, or null to add one. */
  event: ManagedEvent | null;
  /** The action's last reply, when it answered this form. */
  lastResult: SubmissionResult<string[]> | undefined;
  /** Where the form posts: the screen with the modal open, so a refused save keeps it open. */
  action: string;
  /** The screen with the modal closed. */
  cancelTo: string;
}

/**
 * The add and edit form, inside the modal. Checked by the same schema as the action; the preview
 * runs the same sanitiser the save runs, so what it shows is what is stored.
 */
export function EventForm({ event, lastResult, action, cancelTo }: EventFormProps) {
  const t = useT(eventsManagerScreenMessages);
  const describe = (ref: string) => describeMessage(t, isEventsManagerScreenMessageKey, ref, "backOffice.invalidValue");
  const navigation = useNavigation();
  const schema = event ? eventUpdateSchema : eventSchema;
  const tick = (on: boolean) => (on ? "on" : undefined);
  const [form, fields] = useForm<z.input<typeof eventSchema>, z.output<typeof eventSchema>>({
    id: event ? `event-${event.id}-v${event.version}` : "event-new",
    lastResult,
    defaultValue: event
      ? {
          embedCode: event.embedCode,
          captionTr: event.caption.tr,
          captionEn: event.caption.en,
          displayOrder: String(event.displayOrder),
          isActive: tick(event.isActive),
          showOnHome: tick(event.showOnHome),
          showOnEvents: tick(event.showOnEvents),
        }
      : NEW_EVENT_DEFAULTS,
    // First checked on submit, not on leaving a field: the list of errors at the top of the modal
    // would otherwise appear while the pointer is on its way to the button, move the button, and
    // swallow the click. The preview already says while typing whether a code is refused.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const [code, setCode] = useState(event?.embedCode ?? "");
  const previewHtml = useMemo(() => sanitizeEmbed(code), [code]);
  const intent = event ? "update" : "create";
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  // The brief's list of validation errors: every message of the form, once each.
  const errors = [...new Set(Object.values(form.allErrors).flat())];

  return (
    <Form method="post" action={action} {...getFormProps(form)} className="stacked-form event-form" preventScrollReset>
      <div id={form.errorId} role="alert" className={errors.length > 0 ? "form-errors" : undefined}>
        {errors.length > 0 && (
          <>
            <p>{t("eventsManager.errorsTitle")}</p>
            <ul>
              {errors.map((error) => (
                <li key={error}>{describe(error)}</li>
              ))}
            </ul>
          </>
        )}
      </div>
      {event && (
        <>
          <input type="hidden" name="id" value={event.id} />
          <input type="hidden" name="version" value={event.version} />
        </>
      )}
      <div className="field">
        <label htmlFor={fields.embedCode.id}>{t("eventsManager.embedCode")}*</label>
        <textarea
          {...getTextareaProps(fields.embedCode, { ariaDescribedBy: fields.embedCode.descriptionId })}
          rows={6}
          required
          placeholder={t("eventsManager.embedPlaceholder")}
          spellCheck={false}
          onChange={(change) => setCode(change.currentTarget.value)}
          data-autofocus
        />
        <p className="field-hint" id={fields.embedCode.descriptionId}>
          {t("eventsManager.embedHint")}
        </p>
        <FieldError id={fields.embedCode.errorId} errors={fields.embedCode.errors} describe={describe} />
      </div>
      <section className="event-preview" aria-labelledby={`${form.id}-preview`}>
        <h3 id={`${form.id}-preview`}>{t("eventsManager.preview")}</h3>
        {previewHtml ? (
          <EmbedFrame html={previewHtml} />
        ) : (
          <p className="event-preview-note">{code.trim() === "" ? t("eventsManager.previewEmpty") : t("eventsManager.unsafe")}</p>
        )}
      </section>
      <div className="field-row">
        <div className="field">
          <label htmlFor={fields.captionTr.id}>{t("eventsManager.captionTr")}</label>
          <input
            {...getInputProps(fields.captionTr, { type: "text", ariaDescribedBy: `${form.id}-caption-hint` })}
            lang="tr"
            autoComplete="off"
            maxLength={CAPTION_MAX_LENGTH}
          />
          <FieldError id={fields.captionTr.errorId} errors={fields.captionTr.errors} describe={describe} />
        </div>
        <div className="field">
          <label htmlFor={fields.captionEn.id}>{t("eventsManager.captionEn")}</label>
          <input
            {...getInputProps(fields.captionEn, { type: "text", ariaDescribedBy: `${form.id}-caption-hint` })}
            lang="en"
            autoComplete="off"
            maxLength={CAPTION_MAX_LENGTH}
          />
          <FieldError id={fields.captionEn.errorId} errors={fields.captionEn.errors} describe={describe} />
        </div>
      </div>
      <p className="field-hint" id={`${form.id}-caption-hint`}>
        {t("eventsManager.captionHint")}
      </p>
      <div className="field">
        <label htmlFor={fields.displayOrder.id}>{t("eventsManager.displayOrder")}</label>
        <input
          {...getInputProps(fields.displayOrder, { type: "number", ariaDescribedBy: fields.displayOrder.descriptionId })}
          min={0}
          max={DISPLAY_ORDER_MAX}
          step={1}
          inputMode="numeric"
          className="event-order-input"
        />
        <p className="field-hint" id={fields.displayOrder.descriptionId}>
          {t("eventsManager.displayOrderHint")}
        </p>
        <FieldError id={fields.displayOrder.errorId} errors={fields.displayOrder.errors} describe={describe} />
      </div>
      <div className="checkbox-group">
        {(
          [
            ["isActive", "eventsManager.active"],
            ["showOnHome", "eventsManager.showOnHome"],
            ["showOnEvents", "eventsManager.showOnEvents"],
          ] as const
        ).map(([name, label]) => (
          <div className="checkbox-field" key={name}>
            <input {...getInputProps(fields[name], { type: "checkbox" })} />
            <label htmlFor={fields[name].id}>{t(label)}</label>
          </div>
        ))}
      </div>
      <div className="form-actions">
        <Link to={cancelTo} className="button" preventScrollReset>
          {t("backOffice.cancel")}
        </Link>
        <button type="submit" name="intent" value={intent} className="button button-primary" disabled={saving}>
          {saving ? t("eventsManager.saving") : event ? t("eventsManager.updateButton") : t("eventsManager.createButton")}
        </button>
      </div>
    </Form>
  );
}
