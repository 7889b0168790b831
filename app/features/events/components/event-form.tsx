import { getFormProps } from "@conform-to/react";
import { useMemo, useState } from "react";
import { Form } from "react-router";
import { useT } from "~/i18n/language-context";
import { FormErrorSummary } from "~/ui/field-error";
import { CheckboxField, EditedRowFields, FormActions, TextareaField, TextField } from "~/ui/form-fields";
import { useBackOfficeForm, type BackOfficeFormProps } from "~/ui/use-back-office-form";
import { useDescribeMessage } from "~/ui/use-describe-message";
import { parseEmbed } from "../embed";
import { DISPLAY_ORDER_MAX, eventSchema, eventUpdateSchema, NEW_EVENT_DEFAULTS, type ManagedEvent } from "../events";
import { eventsManagerScreenMessages } from "../events-manager-texts";
import { EmbedFrame } from "./embed-frame";

export interface EventFormProps extends BackOfficeFormProps {
  /** The event to edit, or null to add one. */
  event: ManagedEvent | null;
}

/**
 * The add and edit form, inside the modal. Checked by the same schema as the action; the preview
 * runs the same sanitiser the save runs, so what it shows is what is stored.
 */
export function EventForm({ event, lastResult, action, cancelTo }: EventFormProps) {
  const t = useT(eventsManagerScreenMessages);
  const describe = useDescribeMessage(eventsManagerScreenMessages, "backOffice.invalidValue");
  const tick = (on: boolean) => (on ? "on" : undefined);
  // Checked on submit (useBackOfficeForm); the preview already says while typing whether a code is refused.
  const [form, fields] = useBackOfficeForm(event ? eventUpdateSchema : eventSchema, {
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
  });
  const [code, setCode] = useState(event?.embedCode ?? "");
  const preview = useMemo(() => parseEmbed(code), [code]);
  const intent = event ? "update" : "create";
  const captionHintId = `${form.id}-caption-hint`;

  return (
    <Form method="post" action={action} {...getFormProps(form)} className="stacked-form event-form" preventScrollReset>
      <FormErrorSummary id={form.errorId} title={t("eventsManager.errorsTitle")} allErrors={form.allErrors} describe={describe} />
      <EditedRowFields row={event} />
      <TextareaField
        field={fields.embedCode}
        label={t("eventsManager.embedCode")}
        hint={t("eventsManager.embedHint")}
        required
        describe={describe}
        rows={6}
        placeholder={t("eventsManager.embedPlaceholder")}
        spellCheck={false}
        onChange={(change) => setCode(change.currentTarget.value)}
        data-autofocus
      />
      <section className="event-preview" aria-labelledby={`${form.id}-preview`}>
        <h3 id={`${form.id}-preview`}>{t("eventsManager.preview")}</h3>
        {preview ? (
          <EmbedFrame embed={preview} />
        ) : (
          <p className="event-preview-note">{code.trim() === "" ? t("eventsManager.previewEmpty") : t("eventsManager.unsafe")}</p>
        )}
      </section>
      <div className="field-row">
        <TextField field={fields.captionTr} label={t("eventsManager.captionTr")} describedBy={captionHintId} describe={describe} lang="tr" autoComplete="off" />
        <TextField field={fields.captionEn} label={t("eventsManager.captionEn")} describedBy={captionHintId} describe={describe} lang="en" autoComplete="off" />
      </div>
      <p className="field-hint" id={captionHintId}>
        {t("eventsManager.captionHint")}
      </p>
      <TextField
        field={fields.displayOrder}
        label={t("eventsManager.displayOrder")}
        hint={t("eventsManager.displayOrderHint")}
        describe={describe}
        type="number"
        min={0}
        max={DISPLAY_ORDER_MAX}
        step={1}
        inputMode="numeric"
        className="event-order-input"
      />
      <div className="checkbox-group">
        {(
          [
            ["isActive", "eventsManager.active"],
            ["showOnHome", "eventsManager.showOnHome"],
            ["showOnEvents", "eventsManager.showOnEvents"],
          ] as const
        ).map(([name, label]) => (
          <CheckboxField key={name} field={fields[name]} label={t(label)} />
        ))}
      </div>
      <FormActions
        intent={intent}
        label={event ? t("eventsManager.updateButton") : t("eventsManager.createButton")}
        busyLabel={t("eventsManager.saving")}
        cancel={{ to: cancelTo, label: t("backOffice.cancel") }}
        preventScrollReset
      />
    </Form>
  );
}
