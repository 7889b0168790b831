import { useT } from "~/i18n/language-context";
import { menuManagementScreenMessages } from "../menu-management-texts";

/** The translation-completeness marker: which language a row's texts lack. */
export function MissingBadges({ missing }: { missing: readonly ("tr" | "en")[] }) {
  const t = useT(menuManagementScreenMessages);
  return (
    <>
      {missing.map((language) => (
        <span key={language} className="badge badge-missing">
          {language === "tr" ? t("menuManagement.missingTr") : t("menuManagement.missingEn")}
        </span>
      ))}
    </>
  );
}

export function ActiveBadge({ isActive }: { isActive: boolean }) {
  const t = useT(menuManagementScreenMessages);
  return <span className={`badge ${isActive ? "badge-active" : "badge-inactive"}`}>{isActive ? t("menuManagement.active") : t("menuManagement.inactive")}</span>;
}
