import { redirect } from "react-router";
import { logError, requestAt, type RequestFailures } from "./log.server";
import { DOWNLOAD_FAILED } from "./download-failed";

/**
 * A file to download, made by `make` once `guard` let the person through; when it cannot be made (the
 * database away, a table unreadable), the screen `back` again, marked with `?download-failed=` and
 * the file's address, where its link says so in the person's language (DownloadLink). A download
 * that fails otherwise ends in the browser's own 'Failed', and the person is not told why.
 *
 * The guard's answers (a sign-in, a refusal) go as they are; so does an answer `make` throws. The
 * failure is logged, as an unexpected one is, under the request's id.
 */
export async function downloadOrBack(
  args: { request: Request; context: { requestId: string; failures?: RequestFailures } },
  back: string,
  guard: () => Promise<unknown>,
  make: () => Promise<Response>,
): Promise<Response> {
  try {
    await guard();
    return await make();
  } catch (error) {
    if (error instanceof Response) throw error;
    const { pathname } = new URL(args.request.url);
    logError(error, requestAt(args));
    const to = new URL(back, args.request.url);
    to.searchParams.set(DOWNLOAD_FAILED, pathname);
    return redirect(`${to.pathname}${to.search}`);
  }
}
