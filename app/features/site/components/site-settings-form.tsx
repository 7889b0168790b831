import { getFormProps, getInputProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { useT } from "~/i18n/language-context";
import { describeMessage } from "~/i18n/message-ref";
import type { z } from "~/lib/zod";
import { FieldError, FormErrors } from "~/ui/field-error";
import { WEEKDAYS, type Weekday } from "../opening-hours";
import type { SiteSettings } from "../site-settings";
import { siteSettingsFormSchema, siteSettingsFormValues } from "../site-settings-form";
import { SETTING_LIMITS } from "../site-settings-schema";
import { isSiteSettingsScreenMessageKey, siteSettingsScreenMessages } from "../site-settings-texts";

export interface SiteSettingsFormProps {
  /** The settings as the form shows them (phone numbers formatted), and their version. */
  settings: SiteSettings;
  version: number;
  /** The action's last reply, when it answered this form. */
  lastResult: SubmissionResult<string[]> | undefined;
}

type Describe = (ref: string) => string;

interface TextFieldProps {
  field: FieldMetadata<string>;
  label: string;
  hint?: string;
  type?: "text" | "tel" | "email" | "url";
  required?: boolean;
  maxLength?: number;
  lang?: string;
  describe: Describe;
}

/** A labelled input with its hint and, when it is refused, its message next to it. */
function TextField({ field, label, hint, type = "text", required = false, maxLength, lang, describe }: TextFieldProps) {
  return (
    <div className="field">
      <label htmlFor={field.id}>
        {label}
        {required && "*"}
      </label>
      <input
        {...getInputProps(field, { type, ariaDescribedBy: hint ? field.descriptionId : undefined })}
        required={required}
        maxLength={maxLength}
        lang={lang}
        autoComplete="off"
        spellCheck={false}
      />
      {hint && (
        <p className="field-hint" id={field.descriptionId}>
          {hint}
        </p>
      )}
      <FieldError id={field.errorId} errors={field.errors} describe={describe} />
    </div>
  );
}

/** The restaurant's details, one form and one save; checked by the same schema as the action. */
export function SiteSettingsForm({ settings, version, lastResult }: SiteSettingsFormProps) {
  const t = useT(siteSettingsScreenMessages);
  const describe: Describe = (ref) => describeMessage(t, isSiteSettingsScreenMessageKey, ref, "backOffice.invalidValue");
  const navigation = useNavigation();
  const [form, fields] = useForm<z.input<typeof siteSettingsFormSchema>, z.output<typeof siteSettingsFormSchema>>({
    id: `site-settings-v${version}`,
    lastResult,
    defaultValue: siteSettingsFormValues(settings, version),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: siteSettingsFormSchema }),
  });
  const [phone1, phone2] = fields.phones.getFieldList();
  const week = fields.openingHours.getFieldset();
  const [closedDays, setClosedDays] = useState(() => new Set(WEEKDAYS.filter((day) => settings.openingHours[day] === null)));
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";

  const setClosed = (day: Weekday, closed: boolean) =>
    setClosedDays((days) => {
      const next = new Set(days);
      if (closed) next.add(day);
      else next.delete(day);
      return next;
    });

  return (
    <Form method="post" {...getFormProps(form)} className="stacked-form site-settings-form" preventScrollReset>
      <p className="form-note">{t("siteSettings.requiredNote")}</p>
      <FormErrors id={form.errorId} errors={form.errors} describe={describe} />
      <input type="hidden" name="version" value={version} />

      <fieldset className="settings-section">
        <legend>{t("siteSettings.restaurantSection")}</legend>
        <TextField field={fields.restaurantName} label={t("siteSettings.restaurantName")} required maxLength={SETTING_LIMITS.name} describe={describe} />
        <TextField field={fields.address} label={t("siteSettings.address")} required maxLength={SETTING_LIMITS.address} lang="tr" describe={describe} />
      </fieldset>

      <fieldset className="settings-section" aria-describedby={`${form.id}-phone-hint`}>
        <legend>{t("siteSettings.phoneSection")}</legend>
        <p className="field-hint" id={`${form.id}-phone-hint`}>
          {t("siteSettings.phoneHint")}
        </p>
        <div className="field-row">
          {phone1 && <TextField field={phone1} label={t("siteSettings.phone1")} hint={t("siteSettings.phone1Hint")} type="tel" required describe={describe} />}
          {phone2 && <TextField field={phone2} label={t("siteSettings.phone2")} type="tel" required describe={describe} />}
        </div>
        <div className="field-row">
          <TextField field={fields.whatsappNumber} label={t("siteSettings.whatsappNumber")} type="tel" required describe={describe} />
          <TextField
            field={fields.reservationPhone}
            label={t("siteSettings.reservationPhone")}
            hint={t("siteSettings.reservationPhoneHint")}
            type="tel"
            describe={describe}
          />
        </div>
        <div className="field-row">
          <TextField field={fields.email} label={t("siteSettings.email")} type="email" required maxLength={SETTING_LIMITS.email} describe={describe} />
          <TextField
            field={fields.supportEmail}
            label={t("siteSettings.supportEmail")}
            hint={t("siteSettings.supportEmailHint")}
            type="email"
            required
            maxLength={SETTING_LIMITS.email}
            describe={describe}
          />
        </div>
      </fieldset>

      <fieldset className="settings-section">
        <legend>{t("siteSettings.onlineSection")}</legend>
        <TextField field={fields.instagramHandle} label={t("siteSettings.instagramHandle")} hint={t("siteSettings.instagramHint")} required describe={describe} />
        <TextField
          field={fields.mapsUrl}
          label={t("siteSettings.mapsUrl")}
          hint={t("siteSettings.mapsUrlHint")}
          type="url"
          required
          maxLength={SETTING_LIMITS.url}
          describe={describe}
        />
        <TextField
          field={fields.directionsUrl}
          label={t("siteSettings.directionsUrl")}
          hint={t("siteSettings.directionsUrlHint")}
          type="url"
          required
          maxLength={SETTING_LIMITS.url}
          describe={describe}
        />
      </fieldset>

      <fieldset className="settings-section" aria-describedby={`${form.id}-hours-hint`}>
        <legend>{t("siteSettings.hoursSection")}</legend>
        <p className="field-hint" id={`${form.id}-hours-hint`}>
          {t("siteSettings.hoursHint")}
        </p>
        <div className="week-hours">
          {WEEKDAYS.map((day) => {
            const dayFields = week[day].getFieldset();
            const closed = closedDays.has(day);
            return (
              <fieldset key={day} className="day-hours">
                <legend>{t(`hours.${day}`)}</legend>
                <div className="checkbox-field">
                  <input {...getInputProps(dayFields.closed, { type: "checkbox" })} onChange={(change) => setClosed(day, change.currentTarget.checked)} />
                  <label htmlFor={dayFields.closed.id}>{t("siteSettings.closed")}</label>
                </div>
                <div className="field-row day-times">
                  {(["opens", "closes"] as const).map((end) => (
                    <div className="field" key={end}>
                      <label htmlFor={dayFields[end].id}>{t(`siteSettings.${end}`)}</label>
                      {/* A closed day's times are not sent: the day is closed, whatever they say. */}
                      <input {...getInputProps(dayFields[end], { type: "time" })} disabled={closed} />
                      <FieldError id={dayFields[end].errorId} errors={dayFields[end].errors} describe={describe} />
                    </div>
                  ))}
                </div>
              </fieldset>
            );
          })}
        </div>
      </fieldset>

      <div className="form-actions">
        <button type="submit" name="intent" value="save" className="button button-primary" disabled={saving}>
          {saving ? t("siteSettings.saving") : t("siteSettings.save")}
        </button>
      </div>
    </Form>
  );
}
