import { useT } from "~/i18n/language-context";
import type { FeatureMessageKey } from "~/i18n/translate";
import { homeMessages } from "../home-messages";
import { instagramProfile } from "../site-settings";
import { useSiteSettings } from "../use-site-settings";

const CAPTIONS: { text: FeatureMessageKey<typeof homeMessages>; tags: string }[] = [
  { text: "home.caption1", tags: "#kumpir #istanbul" },
  { text: "home.caption2", tags: "#rösti #kahvaltı" },
  { text: "home.caption3", tags: "#patates #moda" },
];

/** Three posts in the style of our Instagram, linking to it. */
export function InstagramCaptions() {
  const t = useT(homeMessages);
  const instagram = instagramProfile(useSiteSettings());
  return (
    <section aria-labelledby="instagram-heading" className="instagram">
      <h2 id="instagram-heading">{t("home.instagramTitle")}</h2>
      <ul className="instagram-grid">
        {CAPTIONS.map((caption) => (
          <li key={caption.text} className="instagram-card">
            <p className="instagram-handle">{instagram.handle}</p>
            <p>{t(caption.text)}</p>
            <p className="instagram-tags">{caption.tags}</p>
          </li>
        ))}
      </ul>
      <p>
        <a href={instagram.url} rel="noopener" target="_blank" className="button">
          {t("home.instagramFollow")}
        </a>
      </p>
    </section>
  );
}
