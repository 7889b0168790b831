import { useState } from "react";
import { useSearchParams } from "react-router";
import { useT } from "~/i18n/language-context";
import { DOWNLOAD_FAILED } from "~/lib/download-failed";
import { backOfficeMessages } from "./back-office-messages";
import { ErrorBanner } from "./error-banner";

/**
 * Whether this screen came back because the file at `href` could not be made (downloadOrBack), until
 * its link is followed again (`retry`, the link's onClick). The link is a plain one, without
 * `download`: the file's answer says it is an attachment, so the browser keeps the page and saves
 * the file, and a failure comes back as this screen, marked again.
 */
export function useDownloadFailed(href: string): { failed: boolean; retry: () => void } {
  const [searchParams] = useSearchParams();
  const [retried, setRetried] = useState(false);
  return { failed: !retried && searchParams.get(DOWNLOAD_FAILED) === href.split("?", 1)[0], retry: () => setRetried(true) };
}

/** Why the file was not downloaded, beside its link. */
export function DownloadFailedBanner() {
  const t = useT(backOfficeMessages);
  return <ErrorBanner message={t("backOffice.downloadFailed")} />;
}
