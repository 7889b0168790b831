import { siteSettingsFormValues } from "../../app/features/site/site-settings-form";
import type { SiteSettings } from "../../app/features/site/site-settings";

/**
 * The Site Settings form as a browser posts it (field names as the form's inputs have them), filled
 * from `settings` at `version`, with `changes` over it (a name set to null is left out).
 */
export function siteSettingsBody(settings: SiteSettings, version: number, changes: Record<string, string | null> = {}): URLSearchParams {
  const body = new URLSearchParams({ intent: "save" });
  const add = (name: string, value: unknown) => {
    if (value !== null && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) add(Array.isArray(value) ? `${name}[${key}]` : name ? `${name}.${key}` : key, inner);
    } else if (value !== undefined) body.set(name, String(value));
  };
  add("", siteSettingsFormValues(settings, version));
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) body.delete(name);
    else body.set(name, value);
  }
  return body;
}
