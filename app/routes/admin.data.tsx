import { redirect } from "react-router";
import type { Route } from "./+types/admin.data";
import { requireDashboardAdmin } from "~/features/admin/admin-guard.server";
import { adminMessages } from "~/features/admin/admin-messages";
import { BackupPanel } from "~/features/data-management/components/backup-panel";
import { MenuArchivePanel } from "~/features/data-management/components/menu-archive-panel";
import { isBackupFailureReason } from "~/features/data-management/backups";
import { latestBackups } from "~/features/data-management/backups.server";
import { PopulatePanel } from "~/features/data-management/components/populate-panel";
import { POPULATE_FAILED, populateSchema } from "~/features/data-management/populate";
import { latestPopulateJob, startPopulate } from "~/features/data-management/populate.server";
import { useT } from "~/i18n/language-context";
import { backOfficeAction } from "~/ui/form-action.server";
import { keepFormOffline } from "~/ui/keep-form-offline";
import { loadAgainAfterConflict } from "~/ui/load-again-after-conflict";

export async function loader(args: Route.LoaderArgs) {
  await requireDashboardAdmin(args);
  const { db, backups } = args.context;
  // After a download that could not be made: why (BACKUP_DOWNLOAD_PATH's redirect).
  const failed = new URL(args.request.url).searchParams.get("backup-failed");
  return {
    populate: await latestPopulateJob(db),
    backups: { directory: backups.directory, ...(await latestBackups(db)) },
    downloadFailed: isBackupFailureReason(failed) ? failed : null,
  };
}

export const shouldRevalidate = loadAgainAfterConflict();

export const clientAction = (args: Route.ClientActionArgs) => keepFormOffline(args);

export const action = (args: Route.ActionArgs) =>
  backOfficeAction(args, requireDashboardAdmin, {
    // The run goes on after this answer; the page then follows it by polling its row.
    populate: {
      schema: populateSchema,
      run: async (_, { db, user, context, request }) => {
        await startPopulate(db, user.id, context.populate);
        return redirect(new URL(request.url).pathname);
      },
      failed: POPULATE_FAILED,
    },
  });

export default function AdminDataTab({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(adminMessages);
  const reply = actionData && "intent" in actionData ? actionData : undefined;
  return (
    <section aria-labelledby="data-heading" className="admin-data">
      <h2 id="data-heading">{t("admin.tabData")}</h2>
      <PopulatePanel job={loaderData.populate} reply={reply} />
      <MenuArchivePanel />
      <BackupPanel backups={loaderData.backups} downloadFailed={loaderData.downloadFailed} />
    </section>
  );
}
