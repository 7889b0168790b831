import { data } from "react-router";
import type { BackOfficeMessageKey } from "./back-office-messages";
import type { FormReply } from "./form-reply";

/** The form-level message of a write that never reached the server. */
export const NOT_SENT_MESSAGE: BackOfficeMessageKey = "error.notSent";

/**
 * A back-office screen's `clientAction`: the server's action, but a write that cannot reach the
 * server (no connection, the kitchen's Wi-Fi gone) is answered in the browser as a refusal of the
 * form ('There is no connection, so nothing was sent…'), with 503. The screen and the typing stay
 * where they are. Without it the failed request went to the root's error page, which took the whole
 * screen, and the form, with it.
 * 503, as a server refusal would be: the screen's data is not loaded again (it could not be).
 * Each screen's route: `export const clientAction = (args: Route.ClientActionArgs) => keepFormOffline(args);`.
 */
export async function keepFormOffline<Reply>({ request, serverAction }: { request: Request; serverAction: () => Promise<Reply> }) {
  // Read only should the write fail, from a copy made before the server's action sends the body.
  const sent = request.clone();
  try {
    return await serverAction();
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    const intent = await sent.formData().then((form) => String(form.get("intent") ?? ""), () => "");
    const reply: FormReply = { intent, result: { status: "error", error: { "": [NOT_SENT_MESSAGE] } } };
    return data(reply, { status: 503 });
  }
}
