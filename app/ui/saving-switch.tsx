import type { ReactNode } from "react";
import { useFetcher } from "react-router";
import type { MessageRef } from "~/i18n/message-ref";
import type { FormReply } from "./form-reply";
import { useAnnounceFetcher } from "./status-message";
import { Switch } from "./switch";
import { useHydrated } from "./use-hydrated";

export interface SavingSwitchProps {
  /** The switch's name, naming the row: 'Active: Menemen'. */
  label: string;
  /** Said but not shown, where a column heading already shows it. */
  hideLabel?: boolean;
  /** The row's state as loaded. */
  checked: boolean;
  /** Where the change posts: the screen as it is. */
  action: string;
  /** The form posted for a state: intent, row and version; the state asked for goes as `isActive`, 'true' or 'false'. */
  fields: Record<string, string>;
  /** Puts a refusal's message references into words. */
  describe: (ref: MessageRef) => string;
  /** Extra description of the switch (the row's title). */
  describedBy?: string;
  /** Shown only where the page's script does not run: a button that posts the change without it. */
  noScript?: ReactNode;
  className?: string;
}

/**
 * A row's one visible control: an on/off switch that saves at once. Turning it posts the state asked
 * for through a fetcher and shows that state while the save is on its way, then says 'Saved' in the
 * screen's status message; a refusal (someone else changed the row: 409) puts the loaded state back
 * and says why beside it.
 */
export function SavingSwitch({ label, hideLabel = false, checked, action, fields, describe, describedBy, noScript, className }: SavingSwitchProps) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<FormReply>();
  useAnnounceFetcher(fetcher);
  const asked = fetcher.formData?.get("isActive");
  const shown = typeof asked === "string" ? asked === "true" : checked;
  const errors = fetcher.state === "idle" && fetcher.data?.result.status === "error" ? (fetcher.data.result.error?.[""] ?? []) : [];
  return (
    <div className={`saving-switch${className ? ` ${className}` : ""}`}>
      <Switch
        label={label}
        hideLabel={hideLabel}
        checked={shown}
        disabled={!hydrated}
        aria-describedby={describedBy}
        onChange={(event) =>
          void fetcher.submit({ ...fields, isActive: String(event.currentTarget.checked) }, { method: "post", action, preventScrollReset: true })
        }
      />
      {noScript && <noscript>{noScript}</noscript>}
      {errors.length > 0 && (
        <p className="field-error" role="alert">
          {errors.map(describe).join(" ")}
        </p>
      )}
    </div>
  );
}
