import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleDataRequestFunction, HandleErrorFunction } from "react-router";
import { ServerRouter } from "react-router";
import { keepPrivateResponsesUnstored } from "~/features/site/response-storage.server";
import { rememberQueryLanguage } from "~/features/site/query-language.server";
import { logError, requestAt } from "~/lib/log.server";
import { NonceProvider } from "~/ui/nonce";
import { RequestIdProvider } from "~/ui/request-id";

export const streamTimeout = 5_000;

/** React Router's Node entry, plus the CSP nonce for the inline scripts it writes. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  keepPrivateResponsesUnstored(responseHeaders, request, loadContext);
  rememberQueryLanguage(responseHeaders, request);
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Our pages do not stream slow parts: wait for the whole page, which is also what crawlers need.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RequestIdProvider value={loadContext.requestId || null}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </RequestIdProvider>
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logError(error, requestAt({ request, context: loadContext }));
        },
      },
    );
  });
}

/** React Router's `.data` responses (client-side navigations and form posts): the same rule as pages. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request, context }) => {
  keepPrivateResponsesUnstored(response.headers, request, context);
  return response;
};

/** An error of a loader, an action or a render, logged with its request's id (the error page shows it). */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // A request its client gave up on (a navigation elsewhere) is no failure of the site.
  if (request.signal.aborted) return;
  logError(error, requestAt({ request, context }));
};
