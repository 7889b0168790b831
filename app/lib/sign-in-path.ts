/** The sign-in page: where the guards send a stranger, and where a back-office page whose session ended signs in again. */
export const SIGN_IN_PATH = "/login";
