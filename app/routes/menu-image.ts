import type { Route } from "./+types/menu-image";
import { menuImagesMessages } from "~/features/menu-images/menu-images-messages";
import { MENU_IMAGE_FILE } from "~/features/menu-images/menu-images";
import { readMenuImageFile } from "~/features/menu-images/menu-images.server";
import { languageFromRequest } from "~/i18n/language";
import { translator } from "~/i18n/translate";

/**
 * One image variant, `/menu-images/<sha256>.webp`, for everyone. The address is the hash of the
 * bytes, so what it serves never changes: browsers and proxies keep it for a year without asking
 * again. Read from the database, so every app instance on it serves every image.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const hash = MENU_IMAGE_FILE.exec(params.file)?.[1];
  const file = hash === undefined ? undefined : await readMenuImageFile(context.db, hash);
  if (!file) {
    // No such image yet; one with this hash may be uploaded later, so the answer is not kept.
    const t = translator(languageFromRequest(request), menuImagesMessages);
    return new Response(t("menuImages.notFound"), { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  }
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.bytes.length),
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
