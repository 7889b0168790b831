import { useMemo } from "react";
import type { Route } from "./+types/admin.settings";
import { requireDashboardAdmin } from "~/features/admin/admin-guard.server";
import { adminMessages } from "~/features/admin/admin-messages";
import { SiteSettingsForm } from "~/features/site/components/site-settings-form";
import { siteSettingsFormSchema } from "~/features/site/site-settings-form";
import { getSiteSettingsForEditing, saveSiteSettings, settingsForDisplay } from "~/features/site/site-settings.server";
import { siteSettingsScreenMessages } from "~/features/site/site-settings-texts";
import { useT } from "~/i18n/language-context";
import { LoadFailedBanner } from "~/ui/error-banner";
import { backOfficeAction } from "~/ui/form-action.server";
import { keepFormOffline } from "~/ui/keep-form-offline";
import { loadAgainAfterConflict } from "~/ui/load-again-after-conflict";
import { RowKeptWhileTyping } from "~/ui/row-kept-while-typing";
import { useAnnounceWrites } from "~/ui/status-message";
import { loadOrFallback } from "~/ui/load-or-fallback.server";
import { resultOf } from "~/ui/form-reply";

export async function loader(args: Route.LoaderArgs) {
  await requireDashboardAdmin(args);
  return loadOrFallback(
    args,
    "site settings",
    async () => {
      const { settings, version } = await getSiteSettingsForEditing(args.context.db);
      return { settings: settingsForDisplay(settings), version };
    },
    null,
  );
}

// The answer is the form's reply: the tab loads again and the form shows what was saved.
export const shouldRevalidate = loadAgainAfterConflict();

export const clientAction = (args: Route.ClientActionArgs) => keepFormOffline(args);

export const action = (args: Route.ActionArgs) =>
  backOfficeAction(args, requireDashboardAdmin, {
    save: {
      schema: siteSettingsFormSchema,
      run: async ({ version, ...settings }, { db, user }) => {
        await saveSiteSettings(db, user.id, { version, settings });
      },
      failed: "siteSettings.saveFailed",
    },
  });

export default function AdminSettingsTab({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(siteSettingsScreenMessages);
  const tAdmin = useT(adminMessages);
  const reply = resultOf(actionData, "save");
  useAnnounceWrites({ messages: { save: t("siteSettings.saved") } });
  // The settings as the one row they are, for the form kept on its version while it holds typing.
  const settingsRow = useMemo(() => (loaderData ? { id: "site-settings", ...loaderData } : null), [loaderData]);
  return (
    <section aria-labelledby="settings-heading" className="admin-settings">
      <h2 id="settings-heading">{tAdmin("admin.tabSettings")}</h2>
      <p>{t("siteSettings.intro")}</p>
      {loaderData ? (
        <>
          {/* After a save the form starts from what was saved (its fields follow the version); a colleague's save waits while it holds typing. */}
          <RowKeptWhileTyping row={settingsRow}>{(kept) => kept && <SiteSettingsForm settings={kept.settings} version={kept.version} lastResult={reply} />}</RowKeptWhileTyping>
        </>
      ) : (
        <LoadFailedBanner message={t("siteSettings.loadFailed")} />
      )}
    </section>
  );
}
