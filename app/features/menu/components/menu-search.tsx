import { useT } from "~/i18n/language-context";
import { SearchBox } from "~/ui/search-box";
import { menuMessages } from "../menu-messages";

/**
 * The menu's search box. It filters the list as the guest types (the page has the whole menu, so
 * it works offline), and it is a GET form: before the page's script runs, or without it, Enter
 * asks the server for /menu?q=…, which answers with the menu filtered the same way.
 */
export function MenuSearch({ query, onChange, language }: { query: string; onChange: (query: string) => void; language: string | null }) {
  const t = useT(menuMessages);
  return (
    <form
      method="get"
      action="/menu"
      className="menu-search"
      onSubmit={(event) => {
        // The list already shows the search: Enter only puts the phone's keyboard away.
        event.preventDefault();
        if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      }}
    >
      {language && <input type="hidden" name="lang" value={language} />}
      <SearchBox label={t("menu.searchLabel")} placeholder={t("menu.searchPlaceholder")} value={query} onChange={onChange} />
      <button type="submit" className="menu-search-submit">
        {t("menu.searchSubmit")}
      </button>
    </form>
  );
}
