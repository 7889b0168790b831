import { createContext, useCallback, useContext } from "react";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import { LANGUAGE_STORAGE_KEY, languageCookie } from "./language";
import type { Language } from "./localize";
import { translator, type CoreMessageKey, type FeatureMessages, type Translate } from "./translate";

const LanguageContext = createContext<Language>("tr");

export const LanguageProvider = LanguageContext.Provider;

/** The language the page is shown in (chosen by the server, see language.ts). */
export function useLanguage(): Language {
  return useContext(LanguageContext);
}

/**
 * `t(key, values)` in the page's language: the core keys, plus a feature's keys when its catalogue
 * is given (`useT(usersMessages)`).
 */
export function useT<FeatureKey extends string = never>(
  feature?: FeatureMessages<FeatureKey>,
): Translate<CoreMessageKey | FeatureKey> {
  return translator(useLanguage(), feature);
}

/** Remembers a choice in the browser: localStorage for the page, the cookie for the server. */
export function rememberLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or storage switched off: the cookie alone still carries the choice.
  }
  document.cookie = languageCookie(language);
}

export function readRememberedLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Switches the language without a full reload: remember it, then let the router load the same page
 * again (the server now renders the new language). A `?lang=` in the address would win over the
 * cookie, so it is dropped from the address.
 */
export function useSwitchLanguage(): (language: Language) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const revalidator = useRevalidator();
  return useCallback(
    (language: Language) => {
      rememberLanguage(language);
      const params = new URLSearchParams(location.search);
      if (params.has("lang")) {
        params.delete("lang");
        const search = params.toString();
        void navigate({ pathname: location.pathname, search: search ? `?${search}` : "", hash: location.hash }, {
          replace: true,
          preventScrollReset: true,
        });
      } else {
        void revalidator.revalidate();
      }
    },
    [navigate, location, revalidator],
  );
}
