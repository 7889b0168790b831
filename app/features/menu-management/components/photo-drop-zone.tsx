import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useEffect, useState } from "react";
import { ACCEPTED_IMAGE_TYPES } from "~/features/menu-images/menu-images";
import { useT } from "~/i18n/language-context";
import { menuManagementScreenMessages } from "../menu-management-texts";

/**
 * The dish's photo field as a drop zone: the file input itself covers the zone, invisible, so a
 * click or a tap opens the picker, a file dragged onto the zone is taken by the browser, and the
 * keyboard reaches it like any field (Enter or Space opens the picker). The chosen photo is shown
 * before saving, from the browser's own copy (an object URL, which the CSP's img-src allows as blob:).
 */
export function PhotoDropZone({ field }: { field: FieldMetadata<File | undefined> }) {
  const t = useT(menuManagementScreenMessages);
  const [dragging, setDragging] = useState(false);
  const [chosen, setChosen] = useState<{ url: string; name: string } | null>(null);
  useEffect(() => {
    if (!chosen) return;
    return () => URL.revokeObjectURL(chosen.url);
  }, [chosen]);

  return (
    <div
      className={`photo-drop${dragging ? " is-dragging" : ""}${chosen ? " has-preview" : ""}`}
      onDragEnter={() => setDragging(true)}
      onDragLeave={() => setDragging(false)}
      onDrop={() => setDragging(false)}
    >
      <input
        {...getInputProps(field, { type: "file", ariaDescribedBy: field.descriptionId })}
        accept={ACCEPTED_IMAGE_TYPES}
        className="photo-drop-input"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          setChosen(file && file.type.startsWith("image/") ? { url: URL.createObjectURL(file), name: file.name } : null);
        }}
      />
      {chosen ? (
        <div className="photo-drop-face">
          <img src={chosen.url} alt={t("menuManagement.photoPreview")} className="photo-drop-preview" />
          <span className="photo-drop-text">
            <span className="photo-drop-name">{t("menuManagement.photoChosen", { name: chosen.name })}</span>
            <span className="photo-drop-button">{t("menuManagement.photoReplace")}</span>
          </span>
        </div>
      ) : (
        <div className="photo-drop-face">
          <span className="photo-drop-icon" aria-hidden="true">
            ⇪
          </span>
          <span className="photo-drop-text">
            <span>{t("menuManagement.photoDrop")}</span>
            <span className="photo-drop-button">{t("menuManagement.photoChoose")}</span>
          </span>
        </div>
      )}
    </div>
  );
}
