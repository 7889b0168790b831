/**
 * Embed codes written out the way each service's share dialog produces them (ids and texts
 * changed), so the sanitiser's tests and the end-to-end tests follow what an admin actually pastes.
 */

const INSTAGRAM_QUOTE_STYLE =
  " background:#FFF; border:0; border-radius:3px; box-shadow:0 0 1px 0 rgba(0,0,0,0.5),0 1px 10px 0 rgba(0,0,0,0.15); margin: 1px; max-width:540px; min-width:326px; padding:0; width:99.375%; width:-webkit-calc(100% - 2px); width:calc(100% - 2px);";
const INSTAGRAM_LINK_STYLE = " color:#c9c8cd; font-family:Arial,sans-serif; font-size:14px; font-style:normal; font-weight:normal; line-height:17px; text-decoration:none;";
const INSTAGRAM_SCRIPT = `<script async src="//www.instagram.com/embed.js"></script>`;

/**
 * Instagram's "Embed" code (version 14), with the grey placeholder card, the logo, the like and
 * share shapes, an optional caption ("Include caption") and the "shared by" line.
 */
export function instagramShareCode(permalink: string, options: { caption?: string; script?: string } = {}): string {
  const { caption, script = INSTAGRAM_SCRIPT } = options;
  const captioned = caption === undefined ? "" : "data-instgrm-captioned ";
  const captionParagraph =
    caption === undefined
      ? ""
      : `<p style=" color:#c9c8cd; font-family:Arial,sans-serif; font-size:14px; line-height:17px; margin-bottom:0; margin-top:8px; overflow:hidden; padding:8px 0 7px; text-align:center; text-overflow:ellipsis; white-space:nowrap;">` +
        `<a href="${permalink}" style="${INSTAGRAM_LINK_STYLE}" target="_blank">${caption}</a></p>`;
  return (
    `<blockquote class="instagram-media" ${captioned}data-instgrm-permalink="${permalink}" data-instgrm-version="14" style="${INSTAGRAM_QUOTE_STYLE}">` +
    `<div style="padding:16px;"> <a href="${permalink}" style=" background:#FFFFFF; line-height:0; padding:0 0; text-align:center; text-decoration:none; width:100%;" target="_blank"> ` +
    `<div style=" display: flex; flex-direction: row; align-items: center;"> <div style="background-color: #F4F4F4; border-radius: 50%; flex-grow: 0; height: 40px; margin-right: 14px; width: 40px;"></div> ` +
    `<div style="display: flex; flex-direction: column; flex-grow: 1; justify-content: center;"> <div style=" background-color: #F4F4F4; border-radius: 4px; flex-grow: 0; height: 14px; margin-bottom: 6px; width: 100px;"></div> ` +
    `<div style=" background-color: #F4F4F4; border-radius: 4px; flex-grow: 0; height: 14px; width: 60px;"></div></div></div><div style="padding: 19% 0;"></div> ` +
    `<div style="display:block; height:50px; margin:0 auto 12px; width:50px;"><svg width="50px" height="50px" viewBox="0 0 60 60" version="1.1" xmlns="https://www.w3.org/2000/svg" xmlns:xlink="https://www.w3.org/1999/xlink">` +
    `<g stroke="none" stroke-width="1" fill="none" fill-rule="evenodd"><g transform="translate(-511.000000, -20.000000)" fill="#000000"><g>` +
    `<path d="M556.869,30.41 C554.814,30.41 553.148,32.076 553.148,34.131 C553.148,36.186 554.814,37.852 556.869,37.852 C558.924,37.852 560.59,36.186 560.59,34.131 C560.59,32.076 558.924,30.41 556.869,30.41 M541,60.657 C535.114,60.657 530.342,55.887 530.342,50 C530.342,44.114 535.114,39.342 541,39.342"></path>` +
    `</g></g></g></svg></div><div style="padding-top: 8px;"> <div style=" color:#3897f0; font-family:Arial,sans-serif; font-size:14px; font-style:normal; font-weight:550; line-height:18px;">View this post on Instagram</div></div>` +
    `<div style="padding: 12.5% 0;"></div> <div style="display: flex; flex-direction: row; margin-bottom: 14px; align-items: center;"><div> ` +
    `<div style="background-color: #F4F4F4; border-radius: 50%; height: 12.5px; width: 12.5px; transform: translateX(0px) translateY(7px);"></div> ` +
    `<div style="background-color: #F4F4F4; height: 12.5px; transform: rotate(-45deg) translateX(3px) translateY(1px); width: 12.5px; flex-grow: 0; margin-right: 14px; margin-left: 2px;"></div> ` +
    `<div style="background-color: #F4F4F4; border-radius: 50%; height: 12.5px; width: 12.5px; transform: translateX(9px) translateY(-18px);"></div></div>` +
    `<div style="margin-left: 8px;"> <div style=" background-color: #F4F4F4; border-radius: 50%; flex-grow: 0; height: 20px; width: 20px;"></div> ` +
    `<div style=" width: 0; height: 0; border-top: 2px solid transparent; border-left: 6px solid #f4f4f4; border-bottom: 2px solid transparent; transform: translateX(16px) translateY(-4px) rotate(30deg)"></div></div>` +
    `<div style="margin-left: auto;"> <div style=" width: 0px; border-top: 8px solid #F4F4F4; border-right: 8px solid transparent; transform: translateY(16px);"></div> ` +
    `<div style=" background-color: #F4F4F4; flex-grow: 0; height: 12px; width: 16px; transform: translateY(-4px);"></div> ` +
    `<div style=" width: 0; height: 0; border-top: 8px solid #F4F4F4; border-left: 8px solid transparent; transform: translateY(-4px) translateX(8px);"></div></div></div> ` +
    `<div style="display: flex; flex-direction: column; flex-grow: 1; justify-content: center; margin-bottom: 24px;"> ` +
    `<div style=" background-color: #F4F4F4; border-radius: 4px; flex-grow: 0; height: 14px; margin-bottom: 6px; width: 224px;"></div> ` +
    `<div style=" background-color: #F4F4F4; border-radius: 4px; flex-grow: 0; height: 14px; width: 144px;"></div></div></a>` +
    captionParagraph +
    `<p style=" color:#c9c8cd; font-family:Arial,sans-serif; font-size:14px; line-height:17px; margin-bottom:0; margin-top:8px; overflow:hidden; padding:8px 0 7px; text-align:center; text-overflow:ellipsis; white-space:nowrap;">` +
    `<a href="${permalink}" style="${INSTAGRAM_LINK_STYLE}" target="_blank">A post shared by Patates Restaurant (@patatesrestaurant)</a></p></div></blockquote>` +
    (script ? ` ${script}` : "")
  );
}

/** YouTube's Share → Embed, with its tracking parameter. */
export function youtubeShareCode(id: string, options: { query?: string; host?: string; width?: number; height?: number } = {}): string {
  const { query = "?si=B_RZg_I-lLaa7UU-", host = "https://www.youtube.com", width = 560, height = 315 } = options;
  return (
    `<iframe width="${width}" height="${height}" src="${host}/embed/${id}${query}" title="YouTube video player" frameborder="0" ` +
    `allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>`
  );
}

/** Vimeo's Share → Embed, "Responsive" (its default): a padding box around the player, and the player API script. */
export function vimeoResponsiveShareCode(id: string, options: { query?: string; host?: string; script?: string } = {}): string {
  const { query = "?badge=0&amp;autopause=0&amp;player_id=0&amp;app_id=58479", host = "https://player.vimeo.com" } = options;
  const script = options.script ?? `<script src="https://player.vimeo.com/api/player.js"></script>`;
  return (
    `<div style="padding:56.25% 0 0 0;position:relative;"><iframe src="${host}/video/${id}${query}" frameborder="0" ` +
    `allow="autoplay; fullscreen; picture-in-picture; clipboard-write; encrypted-media; web-share" referrerpolicy="strict-origin-when-cross-origin" ` +
    `style="position:absolute;top:0;left:0;width:100%;height:100%;" title="Terrace opening"></iframe></div>${script}`
  );
}

/** Vimeo's Share → Embed, "Fixed" size. */
export function vimeoFixedShareCode(id: string, query = "?h=8272103f6e&amp;badge=0&amp;autopause=0&amp;player_id=0&amp;app_id=58479"): string {
  return (
    `<iframe src="https://player.vimeo.com/video/${id}${query}" width="640" height="360" frameborder="0" ` +
    `allow="autoplay; fullscreen; picture-in-picture; clipboard-write; encrypted-media; web-share" referrerpolicy="strict-origin-when-cross-origin" title="Summer terrace opening"></iframe>` +
    `<script src="https://player.vimeo.com/api/player.js"></script>`
  );
}

/** publish.twitter.com's code for a post on X: the quote, the status link, widgets.js. */
export function tweetShareCode(statusUrl: string, options: { script?: string; quoteAttributes?: string } = {}): string {
  const script = options.script ?? `<script async src="https://platform.twitter.com/widgets.js" charset="utf-8"></script>`;
  return (
    `<blockquote class="twitter-tweet"${options.quoteAttributes ?? ""}><p lang="tr" dir="ltr">Bu akşam canlı müzik var!<br><br>Rezervasyon için arayın ☎️ ` +
    `<a href="https://twitter.com/hashtag/kumpir?src=hash&amp;ref_src=twsrc%5Etfw">#kumpir</a> <a href="https://t.co/AbC123xYz0">pic.twitter.com/AbC123xYz0</a></p>` +
    `&mdash; Patates Restaurant (@patatesrest) <a href="${statusUrl}?ref_src=twsrc%5Etfw">May 13, 2024</a></blockquote> ${script}`
  );
}

/** One code of each kind the events manager offers, with the frame each must become. */
export const SHARE_CODES = {
  instagramPost: {
    code: instagramShareCode("https://www.instagram.com/p/C8xYz1AbCdE/?utm_source=ig_embed&amp;utm_campaign=loading", { caption: "Kumpir night 🥔" }),
    src: "https://www.instagram.com/p/C8xYz1AbCdE/embed",
  },
  instagramReel: {
    code: instagramShareCode("https://www.instagram.com/reel/C9QwErTy-_1/?utm_source=ig_embed&amp;utm_campaign=loading"),
    src: "https://www.instagram.com/reel/C9QwErTy-_1/embed",
  },
  youtube: { code: youtubeShareCode("dQw4w9WgXcQ"), src: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" },
  vimeo: { code: vimeoResponsiveShareCode("1084537"), src: "https://player.vimeo.com/video/1084537" },
  x: { code: tweetShareCode("https://twitter.com/patatesrest/status/1790012345678901234"), src: "https://platform.twitter.com/embed/Tweet.html?id=1790012345678901234" },
} as const;

/** Tag and attribute names in upper case, as some editors and older share dialogs write them. */
export function upperCaseNames(code: string): string {
  return code
    .replace(/<(\/?)([a-z][a-z0-9-]*)/g, (_whole, slash: string, name: string) => `<${slash}${name.toUpperCase()}`)
    .replace(/(\s)([a-z][a-z0-9:-]*)(?==|[\s>])/g, (_whole, space: string, name: string) => `${space}${name.toUpperCase()}`);
}
