import { createReadStream } from "node:fs";
import { basename } from "node:path";
import { Readable } from "node:stream";
import { redirect } from "react-router";
import type { Route } from "./+types/admin.data.backup";
import { requireDashboardAdmin } from "~/features/admin/admin-guard.server";
import { BackupFailure, writeTemporaryBackup } from "~/features/data-management/backup-file.server";
import { backupFailureReason } from "~/features/data-management/backups";
import { logBackup } from "~/lib/log.server";

const CONTENT_TYPE = { sqlite: "application/vnd.sqlite3", postgres: "application/octet-stream" } as const;

/**
 * 'Download a backup now': a fresh, checked copy of the whole database, streamed as a file and then
 * deleted; nothing is kept on the server. A POST, so only the site's own pages can ask for one
 * (the Origin check of every write), never a link on another site.
 */
export async function action(args: Route.ActionArgs) {
  const user = await requireDashboardAdmin(args);
  const { target, clock } = args.context.backups;
  try {
    const copy = await writeTemporaryBackup(target, clock.now());
    const file = createReadStream(copy.path);
    // Sent whole, or the client went away: either way the copy goes.
    file.once("close", () => void copy.remove());
    return new Response(Readable.toWeb(file) as ReadableStream<Uint8Array>, {
      headers: {
        "Content-Type": CONTENT_TYPE[target.engine],
        "Content-Length": String(copy.bytes),
        "Content-Disposition": `attachment; filename="${basename(copy.path)}"`,
        "Cache-Control": "no-store",
      },
    });
  } catch (error) {
    const reason = error instanceof BackupFailure ? error.reason : backupFailureReason(error);
    logBackup({ event: "backup.download-failed", actorId: user.id, reason, detail: error instanceof Error ? error.message : String(error) });
    return redirect(`/admin/data?backup-failed=${reason}`);
  }
}

export function loader() {
  return redirect("/admin/data");
}
