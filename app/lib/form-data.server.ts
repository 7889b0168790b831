import { data } from "react-router";

/** Bodies a back-office form may send: far above any form, far below what could hurt the server. */
export const MAX_FORM_BYTES = 1024 * 1024;

/**
 * The submitted form, or a 400 thrown for a body that is not one (JSON, a broken multipart body,
 * a multipart body with no parts). `request.formData()` throws a TypeError for those; an action
 * that let it through answered 500.
 */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data("The request body is not a form.", { status: 400 });
  }
}
