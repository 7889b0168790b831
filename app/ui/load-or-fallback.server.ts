import { logFallback, requestAt, type RequestFailures } from "~/lib/log.server";

/**
 * A screen's data, or `fallback` when it could not be read. The failure is logged (`Failed to load
 * <what>`, under the request's id: logFallback) and the screen says so in place with Try Again
 * (LoadFailedBanner), inside the site's layout, rather than the error boundary's page. The guard
 * runs before, outside: a refusal is not a failure to load.
 */
export async function loadOrFallback<Data, Fallback>(
  args: { request: Request; context: { requestId: string; failures?: RequestFailures } },
  what: string,
  load: () => Promise<Data>,
  fallback: Fallback,
): Promise<Data | Fallback> {
  try {
    return await load();
  } catch (error) {
    logFallback(`Failed to load ${what}`, error, requestAt(args));
    return fallback;
  }
}
