import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import { Form } from "react-router";
import { useT } from "~/i18n/language-context";
import { FormErrors } from "~/ui/field-error";
import { CheckboxField, FormActions, HintedFieldset, TextField, type TextFieldProps } from "~/ui/form-fields";
import { useBackOfficeForm } from "~/ui/use-back-office-form";
import { useDescribeMessage } from "~/ui/use-describe-message";
import { TIME_OF_DAY_EXAMPLE } from "~/lib/time-of-day";
import { WEEKDAYS, type Weekday } from "../opening-hours";
import type { SiteSettings } from "../site-settings";
import { siteSettingsFormSchema, siteSettingsFormValues } from "../site-settings-form";
import { siteSettingsScreenMessages } from "../site-settings-texts";

export interface SiteSettingsFormProps {
  /** The settings as the form shows them (phone numbers formatted), and their version. */
  settings: SiteSettings;
  version: number;
  /** The action's last reply, when it answered this form. */
  lastResult: SubmissionResult<string[]> | undefined;
}

/** A setting is the restaurant's, not the person's: the browser offers no autofill and marks no spelling. */
function SettingField<Schema, FormSchema extends Record<string, unknown>>(props: TextFieldProps<Schema, FormSchema>) {
  return <TextField {...props} autoComplete="off" spellCheck={false} />;
}

/** The restaurant's details, one form and one save; checked by the same schema as the action. */
export function SiteSettingsForm({ settings, version, lastResult }: SiteSettingsFormProps) {
  const t = useT(siteSettingsScreenMessages);
  const describe = useDescribeMessage(siteSettingsScreenMessages, "backOffice.invalidValue");
  const [form, fields] = useBackOfficeForm(siteSettingsFormSchema, {
    id: `site-settings-v${version}`,
    lastResult,
    defaultValue: siteSettingsFormValues(settings, version),
  });
  const [phone1, phone2] = fields.phones.getFieldList();
  const week = fields.openingHours.getFieldset();
  // A new version (a save, another admin's) starts the form from it: the fields by the form's id,
  // the closed days here. The form itself stays, and the focus on its Save button with it.
  const closedIn = (saved: SiteSettings) => new Set(WEEKDAYS.filter((day) => saved.openingHours[day] === null));
  const [closedDays, setClosedDays] = useState(() => closedIn(settings));
  const [shownVersion, setShownVersion] = useState(version);
  if (shownVersion !== version) {
    setShownVersion(version);
    setClosedDays(closedIn(settings));
  }

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
        <SettingField field={fields.restaurantName} label={t("siteSettings.restaurantName")} required describe={describe} />
        <SettingField field={fields.address} label={t("siteSettings.address")} required lang="tr" describe={describe} />
      </fieldset>

      <HintedFieldset className="settings-section" legend={t("siteSettings.phoneSection")} hint={t("siteSettings.phoneHint")} hintId={`${form.id}-phone-hint`}>
        <div className="field-row">
          {phone1 && <SettingField field={phone1} label={t("siteSettings.phone1")} hint={t("siteSettings.phone1Hint")} type="tel" required describe={describe} />}
          {phone2 && <SettingField field={phone2} label={t("siteSettings.phone2")} type="tel" required describe={describe} />}
        </div>
        <div className="field-row">
          <SettingField field={fields.whatsappNumber} label={t("siteSettings.whatsappNumber")} type="tel" required describe={describe} />
          <SettingField field={fields.reservationPhone} label={t("siteSettings.reservationPhone")} hint={t("siteSettings.reservationPhoneHint")} type="tel" describe={describe} />
        </div>
        <div className="field-row">
          <SettingField field={fields.email} label={t("siteSettings.email")} type="email" required describe={describe} />
          <SettingField field={fields.supportEmail} label={t("siteSettings.supportEmail")} hint={t("siteSettings.supportEmailHint")} type="email" required describe={describe} />
        </div>
      </HintedFieldset>

      <fieldset className="settings-section">
        <legend>{t("siteSettings.onlineSection")}</legend>
        <SettingField field={fields.instagramHandle} label={t("siteSettings.instagramHandle")} hint={t("siteSettings.instagramHint")} required describe={describe} />
        <SettingField field={fields.mapsUrl} label={t("siteSettings.mapsUrl")} hint={t("siteSettings.mapsUrlHint")} type="url" required describe={describe} />
        <SettingField field={fields.directionsUrl} label={t("siteSettings.directionsUrl")} hint={t("siteSettings.directionsUrlHint")} type="url" required describe={describe} />
      </fieldset>

      <HintedFieldset className="settings-section" legend={t("siteSettings.hoursSection")} hint={t("siteSettings.hoursHint")} hintId={`${form.id}-hours-hint`}>
        <div className="week-hours">
          {WEEKDAYS.map((day) => {
            const dayFields = week[day].getFieldset();
            const closed = closedDays.has(day);
            return (
              <fieldset key={day} className="day-hours">
                <legend>{t(`hours.${day}`)}</legend>
                <CheckboxField field={dayFields.closed} label={t("siteSettings.closed")} onChange={(change) => setClosed(day, change.currentTarget.checked)} />
                <div className="field-row day-times">
                  {(["opens", "closes"] as const).map((end) => (
                    // A closed day's times are not sent: the day is closed, whatever they say.
                    // Text, not type=time: a time field shows AM/PM in an English browser, and staff read 18:30.
                    <TextField
                      key={end}
                      field={dayFields[end]}
                      label={t(`siteSettings.${end}`)}
                      describe={describe}
                      disabled={closed}
                      inputMode="decimal"
                      autoComplete="off"
                      placeholder={TIME_OF_DAY_EXAMPLE}
                      className="time-input"
                    />
                  ))}
                </div>
              </fieldset>
            );
          })}
        </div>
      </HintedFieldset>

      <FormActions intent="save" label={t("siteSettings.save")} busyLabel={t("siteSettings.saving")} />
    </Form>
  );
}
