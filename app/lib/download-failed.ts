/**
 * The query parameter a screen is opened with when a file it links to could not be made: the file's
 * address (downloadOrBack, DownloadLink).
 */
export const DOWNLOAD_FAILED = "download-failed";
