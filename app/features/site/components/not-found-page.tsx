import { useT } from "~/i18n/language-context";
import { ButtonLink } from "~/ui/button-link";
import { MessagePage } from "~/ui/message-page";

export function NotFoundPage() {
  const t = useT();
  return (
    <MessagePage title={t("site.notFoundTitle")} actions={<ButtonLink to="/">{t("site.goHome")}</ButtonLink>}>
      <p>{t("site.notFoundDescription")}</p>
    </MessagePage>
  );
}
