import { createContext, useContext } from "react";

// The Content-Security-Policy nonce travels from the server entry to <Scripts> through this context.
// In the browser it is empty: browsers hide nonce attributes from scripts, and none is needed after load.
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
