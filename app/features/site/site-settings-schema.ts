import { messageRef } from "~/i18n/message-ref";
import { hasNoControlCharacters } from "~/lib/form-text";
import { z } from "~/lib/zod";
import { TIME_OF_DAY, WEEKDAYS, type WeeklyHours, type Weekday } from "./opening-hours";
import { normalisePhoneNumber } from "~/lib/phone";
import { defaultSiteSettings, type SiteSettingKey, type SiteSettings } from "./site-settings";

/**
 * What a site setting must be, field by field: the rules of the stored values and of the Site
 * Settings form (site-settings-form.ts) alike. Messages are catalogue keys
 * (site-settings-messages.ts), put into words where they are shown.
 */

export const SETTING_LIMITS = { name: 100, address: 300, email: 254, url: 2000, phone: 40 } as const;

const REQUIRED = "siteSettings.required";

function textField(max: number) {
  return z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(max, messageRef("siteSettings.tooLong", { max }))
    .refine(hasNoControlCharacters, "backOffice.invalidValue");
}

/** A phone number as a person types it, kept in E.164. */
export const phoneNumberField = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(SETTING_LIMITS.phone, "siteSettings.phoneInvalid")
  .transform((text, ctx) => {
    const e164 = normalisePhoneNumber(text);
    if (e164 === null) {
      ctx.addIssue({ code: "custom", message: "siteSettings.phoneInvalid" });
      return z.NEVER;
    }
    return e164;
  });

const emailField = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(SETTING_LIMITS.email, messageRef("siteSettings.tooLong", { max: SETTING_LIMITS.email }))
  .pipe(z.email("siteSettings.emailInvalid"));

/**
 * An address a guest's browser may open: http or https with a host, nothing else (no javascript:,
 * data: or ftp:). The scheme is checked on the text as typed too, since the URL parser would take
 * "https:example.com" as https://example.com/.
 */
export function isWebAddress(text: string): boolean {
  if (!/^https?:\/\/[^/]/i.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

const webAddressField = textField(SETTING_LIMITS.url).refine(isWebAddress, "siteSettings.urlInvalid");

/** Instagram's own rule for account names: letters, digits, dots and underscores, at most 30. */
const INSTAGRAM_ACCOUNT = /^(?:(?:https?:\/\/)?(?:www\.)?instagram\.com\/)?@?([A-Za-z0-9._]{1,30})\/?$/i;

/** The account's name, from "patates.istanbul", "@patates.istanbul" or its profile's address. */
const instagramHandleField = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .transform((text, ctx) => {
    const handle = INSTAGRAM_ACCOUNT.exec(text)?.[1];
    if (handle === undefined) {
      ctx.addIssue({ code: "custom", message: "siteSettings.instagramInvalid" });
      return z.NEVER;
    }
    return handle;
  });

const timeField = z.string({ error: "siteSettings.timeRequired" }).trim().regex(TIME_OF_DAY, "siteSettings.timeInvalid");

/** A day's hours: closed (null), or one interval that does not open and close at the same time. */
export const dayHoursSchema = z
  .object({ opens: timeField, closes: timeField })
  .refine((hours) => hours.opens !== hours.closes, { message: "siteSettings.sameTimes", path: ["closes"] })
  .nullable();

/** One schema per weekday, in the week's order. */
export function weekSchema<Day extends z.ZodType>(day: Day) {
  return z.object({ monday: day, tuesday: day, wednesday: day, thursday: day, friday: day, saturday: day, sunday: day });
}

/**
 * Hours as they were stored before each weekday had its own: lines for three groups of days, with
 * midnight written 24:00. Read as the week they meant; a day no line named is closed.
 */
const LEGACY_DAY_GROUPS = {
  mondayToThursday: ["monday", "tuesday", "wednesday", "thursday"],
  fridayToSaturday: ["friday", "saturday"],
  sunday: ["sunday"],
} as const satisfies Record<string, readonly Weekday[]>;

const legacyOpeningHoursSchema = z
  .array(
    z.object({
      days: z.enum(Object.keys(LEGACY_DAY_GROUPS) as [keyof typeof LEGACY_DAY_GROUPS, ...(keyof typeof LEGACY_DAY_GROUPS)[]]),
      opens: z.string(),
      closes: z.string(),
    }),
  )
  .transform((lines) => {
    const week = Object.fromEntries(WEEKDAYS.map((day) => [day, null])) as WeeklyHours;
    const time = (text: string) => (text === "24:00" ? "00:00" : text);
    for (const line of lines) {
      for (const day of LEGACY_DAY_GROUPS[line.days]) week[day] = { opens: time(line.opens), closes: time(line.closes) };
    }
    return week;
  });

/** The week; hours in the old shape are turned into a week first, and checked as one. */
const openingHoursField = z.preprocess((value) => {
  const legacy = Array.isArray(value) ? legacyOpeningHoursSchema.safeParse(value) : undefined;
  return legacy?.success ? legacy.data : value;
}, weekSchema(dayHoursSchema));

/** What a stored site setting must look like, field by field. */
export const siteSettingsSchema = z.object({
  restaurantName: textField(SETTING_LIMITS.name),
  address: textField(SETTING_LIMITS.address),
  phones: z.tuple([phoneNumberField, phoneNumberField]),
  whatsappNumber: phoneNumberField,
  reservationPhone: phoneNumberField.nullable(),
  email: emailField,
  supportEmail: emailField,
  instagramHandle: instagramHandleField,
  mapsUrl: webAddressField,
  directionsUrl: webAddressField,
  openingHours: openingHoursField,
}) satisfies z.ZodType<SiteSettings>;

/**
 * Stored rows (key → JSON text) over the defaults. A value that does not parse or fails its schema
 * is ignored, so a bad row can never take the public site down; a value stored in an older shape
 * (grouped opening hours, a phone number as people write it, "@" before the Instagram account) is
 * read as what it meant. Other rows of the table (the settings' version, the public content's) and
 * keys no longer used (`instagramUrl`, which the account's name now makes) are not settings.
 */
export function mergeSiteSettings(rows: { key: string; value: string }[]): SiteSettings {
  const settings: Record<SiteSettingKey, unknown> = { ...defaultSiteSettings };
  const shape = siteSettingsSchema.shape;
  for (const row of rows) {
    if (!Object.hasOwn(shape, row.key)) continue;
    const key = row.key as SiteSettingKey;
    let value: unknown;
    try {
      value = JSON.parse(row.value);
    } catch {
      continue;
    }
    const parsed = shape[key].safeParse(value);
    if (parsed.success) settings[key] = parsed.data;
  }
  return settings as SiteSettings;
}
