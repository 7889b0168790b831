import { describe, expect, it } from "vitest";
import { EMBED_CODE_MAX_LENGTH, parseEmbed, sanitizeEmbed } from "./embed";

// The codes below are written out the way each service's "Embed" dialog produces them (ids and
// texts changed), so the tests follow what an admin actually pastes.

const SANDBOX = `sandbox="allow-scripts allow-same-origin allow-popups allow-presentation"`;
const COMMON = `loading="lazy" referrerpolicy="strict-origin-when-cross-origin"`;
const VIDEO = `allow="encrypted-media; picture-in-picture; fullscreen" allowfullscreen`;

/** Instagram's "Embed" code (version 14), placeholder card and all, for a given permalink. */
function instagramCode(permalink: string, script = `<script async src="//www.instagram.com/embed.js"></script>`): string {
  return (
    `<blockquote class="instagram-media" data-instgrm-captioned data-instgrm-permalink="${permalink}" data-instgrm-version="14" ` +
    `style=" background:#FFF; border:0; border-radius:3px; box-shadow:0 0 1px 0 rgba(0,0,0,0.5),0 1px 10px 0 rgba(0,0,0,0.15); margin: 1px; max-width:540px; min-width:326px; padding:0; width:99.375%; width:-webkit-calc(100% - 2px); width:calc(100% - 2px);">` +
    `<div style="padding:16px;"> <a href="${permalink}" style=" background:#FFFFFF; line-height:0; padding:0 0; text-align:center; text-decoration:none; width:100%;" target="_blank"> ` +
    `<div style=" display: flex; flex-direction: row; align-items: center;"> <div style="background-color: #F4F4F4; border-radius: 50%; flex-grow: 0; height: 40px; margin-right: 14px; width: 40px;"></div> ` +
    `<div style="display: flex; flex-direction: column; flex-grow: 1; justify-content: center;"> <div style=" background-color: #F4F4F4; border-radius: 4px; flex-grow: 0; height: 14px; margin-bottom: 6px; width: 100px;"></div> ` +
    `<div style=" background-color: #F4F4F4; border-radius: 4px; flex-grow: 0; height: 14px; width: 60px;"></div></div></div><div style="padding: 19% 0;"></div> ` +
    `<div style="display:block; height:50px; margin:0 auto 12px; width:50px;"><svg width="50px" height="50px" viewBox="0 0 60 60" version="1.1" xmlns="https://www.w3.org/2000/svg" xmlns:xlink="https://www.w3.org/1999/xlink">` +
    `<g stroke="none" stroke-width="1" fill="none" fill-rule="evenodd"><g transform="translate(-511.000000, -20.000000)" fill="#000000"><g>` +
    `<path d="M556.869,30.41 C554.814,30.41 553.148,32.076 553.148,34.131 C553.148,36.186 554.814,37.852 556.869,37.852 C558.924,37.852 560.59,36.186 560.59,34.131 C560.59,32.076 558.924,30.41 556.869,30.41 M541,60.657 C535.114,60.657 530.342,55.887 530.342,50 C530.342,44.114 535.114,39.342 541,39.342"></path>` +
    `</g></g></g></svg></div><div style="padding-top: 8px;"> <div style=" color:#3897f0; font-family:Arial,sans-serif; font-size:14px; font-style:normal; font-weight:550; line-height:18px;">View this post on Instagram</div></div>` +
    `<div style="padding: 12.5% 0;"></div></a>` +
    `<p style=" color:#c9c8cd; font-family:Arial,sans-serif; font-size:14px; line-height:17px; margin-bottom:0; margin-top:8px; overflow:hidden; padding:8px 0 7px; text-align:center; text-overflow:ellipsis; white-space:nowrap;">` +
    `<a href="${permalink}" style=" color:#c9c8cd; font-family:Arial,sans-serif; font-size:14px; font-style:normal; font-weight:normal; line-height:17px; text-decoration:none;" target="_blank">A post shared by Patates Restaurant (@patatesrestaurant)</a></p></div></blockquote>` +
    `\n${script}`
  );
}

const INSTAGRAM_POST = instagramCode("https://www.instagram.com/p/C8xYz1AbCdE/?utm_source=ig_embed&amp;utm_campaign=loading");

const YOUTUBE =
  `<iframe width="560" height="315" src="https://www.youtube.com/embed/dQw4w9WgXcQ?si=B_RZg_I-lLaa7UU-" title="YouTube video player" frameborder="0" ` +
  `allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>`;

const VIMEO_FIXED =
  `<iframe src="https://player.vimeo.com/video/76979871?h=8272103f6e&amp;badge=0&amp;autopause=0&amp;player_id=0&amp;app_id=58479" width="640" height="360" frameborder="0" ` +
  `allow="autoplay; fullscreen; picture-in-picture; clipboard-write; encrypted-media; web-share" referrerpolicy="strict-origin-when-cross-origin" title="Summer terrace opening"></iframe>` +
  `<script src="https://player.vimeo.com/api/player.js"></script>`;

const VIMEO_RESPONSIVE =
  `<div style="padding:56.25% 0 0 0;position:relative;"><iframe src="https://player.vimeo.com/video/1084537?badge=0&amp;autopause=0&amp;player_id=0&amp;app_id=58479" frameborder="0" ` +
  `allow="autoplay; fullscreen; picture-in-picture; clipboard-write; encrypted-media; web-share" referrerpolicy="strict-origin-when-cross-origin" ` +
  `style="position:absolute;top:0;left:0;width:100%;height:100%;" title="Big Buck Bunny"></iframe></div><script src="https://player.vimeo.com/api/player.js"></script>`;

const TWEET =
  `<blockquote class="twitter-tweet"><p lang="en" dir="ltr">Sunsets don&#39;t get much better than this one over <a href="https://twitter.com/GrandTetonNPS?ref_src=twsrc%5Etfw">@GrandTetonNPS</a>. ` +
  `<a href="https://twitter.com/hashtag/nature?src=hash&amp;ref_src=twsrc%5Etfw">#nature</a> <a href="https://twitter.com/hashtag/sunset?src=hash&amp;ref_src=twsrc%5Etfw">#sunset</a> ` +
  `<a href="http://t.co/YuKy2rcjyU">pic.twitter.com/YuKy2rcjyU</a></p>&mdash; US Department of the Interior (@Interior) ` +
  `<a href="https://twitter.com/Interior/status/463440424141459456?ref_src=twsrc%5Etfw">May 5, 2014</a></blockquote> ` +
  `<script async src="https://platform.twitter.com/widgets.js" charset="utf-8"></script>`;

const X_POST =
  `<blockquote class="twitter-tweet" data-theme="dark" data-dnt="true"><p lang="tr" dir="ltr">Bu akşam canlı müzik var!<br><br>Rezervasyon için arayın ☎️ ` +
  `<a href="https://t.co/AbC123xYz0">https://t.co/AbC123xYz0</a></p>&mdash; Patates Restaurant (@patatesrest) ` +
  `<a href="https://x.com/patatesrest/status/1790012345678901234?ref_src=twsrc%5Etfw">May 13, 2024</a></blockquote>`;

const instagramFrame = (path: string) =>
  `<iframe src="https://www.instagram.com/${path}/embed" width="540" height="600" title="Instagram post" ${COMMON} ${SANDBOX}></iframe>`;
const youtubeFrame = (query: string) =>
  `<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ${query}" width="560" height="315" title="YouTube video" ${COMMON} ${VIDEO} ${SANDBOX}></iframe>`;
const vimeoFrame = (path: string) =>
  `<iframe src="https://player.vimeo.com/video/${path}" width="640" height="360" title="Vimeo video" ${COMMON} ${VIDEO} ${SANDBOX}></iframe>`;
const tweetFrame = (id: string) =>
  `<iframe src="https://platform.twitter.com/embed/Tweet.html?id=${id}" width="550" height="600" title="Post on X" ${COMMON} ${SANDBOX}></iframe>`;

/** Every trusted code in this file with the iframe it must become. */
const TRUSTED: [string, string, string][] = [
  ["an Instagram post with its script", INSTAGRAM_POST, instagramFrame("p/C8xYz1AbCdE")],
  [
    "an Instagram reel without www and without the script",
    instagramCode("https://instagram.com/reel/C9QwErTy-_1/?utm_source=ig_embed&amp;utm_campaign=loading", ""),
    instagramFrame("reel/C9QwErTy-_1"),
  ],
  [
    "an IGTV video with the https script",
    instagramCode("https://www.instagram.com/tv/CAbCdEfGhIj/", `<script async src="https://www.instagram.com/embed.js"></script>`),
    instagramFrame("p/CAbCdEfGhIj"),
  ],
  ["a YouTube video", YOUTUBE, youtubeFrame("")],
  [
    "a YouTube video with a start time",
    YOUTUBE.replace("?si=B_RZg_I-lLaa7UU-", "?si=B_RZg_I-lLaa7UU-&amp;start=42"),
    youtubeFrame("?start=42"),
  ],
  [
    "a protocol-relative youtube-nocookie video",
    `<iframe width="560" height="315" src="//youtube-nocookie.com/embed/dQw4w9WgXcQ?start=abc&amp;rel=0" frameborder="0" allowfullscreen></iframe>`,
    youtubeFrame(""),
  ],
  ["an unlisted Vimeo video with its privacy hash", VIMEO_FIXED, vimeoFrame("76979871?h=8272103f6e")],
  ["Vimeo's responsive code", VIMEO_RESPONSIVE, vimeoFrame("1084537")],
  [
    "a bare Vimeo iframe",
    `<iframe src="https://player.vimeo.com/video/76979871?h=NOT-HEX" width="640" height="360" frameborder="0" allow="autoplay; fullscreen; picture-in-picture" allowfullscreen></iframe>`,
    vimeoFrame("76979871"),
  ],
  ["a tweet with widgets.js", TWEET, tweetFrame("463440424141459456")],
  ["an x.com post without the script", X_POST, tweetFrame("1790012345678901234")],
];

describe("parseEmbed", () => {
  it("reads the provider, frame address, size and title", () => {
    expect(parseEmbed(INSTAGRAM_POST)).toEqual({
      provider: "instagram", src: "https://www.instagram.com/p/C8xYz1AbCdE/embed", width: 540, height: 600, title: "Instagram post",
    });
    expect(parseEmbed(YOUTUBE)).toEqual({
      provider: "youtube", src: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", width: 560, height: 315, title: "YouTube video",
    });
    expect(parseEmbed(VIMEO_FIXED)).toEqual({
      provider: "vimeo", src: "https://player.vimeo.com/video/76979871?h=8272103f6e", width: 640, height: 360, title: "Vimeo video",
    });
    expect(parseEmbed(TWEET)).toEqual({
      provider: "twitter", src: "https://platform.twitter.com/embed/Tweet.html?id=463440424141459456", width: 550, height: 600, title: "Post on X",
    });
  });

  it("takes the tweet's id from its own link, not from a tweet it quotes", () => {
    const quoting = TWEET.replace("http://t.co/YuKy2rcjyU", "https://twitter.com/NatlParkService/status/1111111111111111111");
    expect(parseEmbed(quoting)?.src).toBe("https://platform.twitter.com/embed/Tweet.html?id=463440424141459456");
  });

  it("ignores the whitespace around a pasted code", () => {
    expect(parseEmbed(`\n\n  ${YOUTUBE}\r\n\t`)?.provider).toBe("youtube");
  });

  it(`accepts a code of exactly ${EMBED_CODE_MAX_LENGTH} characters and refuses one more`, () => {
    const padded = YOUTUBE.padEnd(EMBED_CODE_MAX_LENGTH, " ");
    expect(parseEmbed(padded)?.provider).toBe("youtube");
    expect(parseEmbed(`${padded} `)).toBeNull();
  });

  it("refuses an empty code", () => {
    expect(parseEmbed("")).toBeNull();
    expect(parseEmbed("   \n ")).toBeNull();
  });
});

describe("sanitizeEmbed", () => {
  it.each(TRUSTED)("rewrites %s", (_name, code, frame) => {
    expect(sanitizeEmbed(code)).toBe(frame);
  });

  it.each(TRUSTED)("leaves its own output for %s unchanged", (_name, code) => {
    const once = sanitizeEmbed(code);
    expect(sanitizeEmbed(once)).toBe(once);
    expect(sanitizeEmbed(sanitizeEmbed(once))).toBe(once);
  });

  it("writes frames only to the hosts the Content-Security-Policy allows", () => {
    for (const [, code] of TRUSTED) {
      expect(sanitizeEmbed(code)).toMatch(
        /^<iframe src="https:\/\/(?:www\.instagram\.com|www\.youtube-nocookie\.com|player\.vimeo\.com|platform\.twitter\.com)\/[^"<>&]*"/,
      );
    }
  });
});

/** Each of these must be refused as a whole: nothing of it may reach the page. */
const HOSTILE: [string, string][] = [
  ["a script before the embed", `<script>alert(document.cookie)</script>${YOUTUBE}`],
  ["a script after the embed", `${YOUTUBE}<script>alert(1)</script>`],
  ["an upper-case script after the embed", `${YOUTUBE}<SCRIPT SRC="https://evil.example/x.js"></SCRIPT>`],
  ["a script tucked inside the quote", INSTAGRAM_POST.replace("</blockquote>", "<script>alert(1)</script></blockquote>")],
  ["code inside Instagram's own script tag", INSTAGRAM_POST.replace('embed.js"></script>', 'embed.js">alert(1)</script>')],
  ["Instagram's script from another host", instagramCode("https://www.instagram.com/p/C8xYz1AbCdE/", `<script async src="//evil.example/embed.js"></script>`)],
  ["Twitter's script after an Instagram quote", instagramCode("https://www.instagram.com/p/C8xYz1AbCdE/", `<script async src="https://platform.twitter.com/widgets.js"></script>`)],
  ["an onload handler on the iframe", YOUTUBE.replace("allowfullscreen>", `allowfullscreen onload="alert(1)">`)],
  ["an onmouseover handler on the quote", INSTAGRAM_POST.replace(`<blockquote class="instagram-media"`, `<blockquote class="instagram-media" onmouseover="alert(1)"`)],
  ["an image with onerror inside the quote", TWEET.replace("</p>", `<img src=x onerror=alert(1)></p>`)],
  ["an iframe to another domain", `<iframe src="https://evil.example/embed/dQw4w9WgXcQ" width="560" height="315"></iframe>`],
  ["a look-alike Instagram host", instagramCode("https://www.instagram.com.evil.example/p/C8xYz1AbCdE/")],
  [
    "a look-alike host in the permalink alone",
    INSTAGRAM_POST.replace(`data-instgrm-permalink="https://www.instagram.com/`, `data-instgrm-permalink="https://www.instagram.com.evil.example/`),
  ],
  ["a quote character smuggled in through an entity", instagramCode("https://www.instagram.com/p/C8xYz1AbCdE/&quot; onload=&quot;alert(1)")],
  ["a look-alike YouTube host", YOUTUBE.replace("https://www.youtube.com/embed/", "https://youtube.com.evil.example/embed/")],
  ["a YouTube address with user info", YOUTUBE.replace("https://www.youtube.com/embed/", "https://www.youtube.com@evil.example/embed/")],
  ["a look-alike Vimeo host", VIMEO_FIXED.replace("player.vimeo.com/video", "player.vimeo.com.evil.example/video")],
  ["a look-alike Twitter host in the status link", TWEET.replace("https://twitter.com/Interior/status", "https://twitter.com.evil.example/Interior/status")],
  ["a javascript: link inside the tweet", TWEET.replace("http://t.co/YuKy2rcjyU", "javascript:alert(1)")],
  ["an entity-encoded javascript: link", TWEET.replace("http://t.co/YuKy2rcjyU", "jav&#x61;script&colon;alert(1)")],
  ["a javascript: frame address", `<iframe src="javascript:alert(1)//https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>`],
  ["a data: frame address", `<iframe src="data:text/html,<script>alert(1)</script>"></iframe>`],
  ["an iframe with srcdoc", YOUTUBE.replace("<iframe ", `<iframe srcdoc="<script>alert(1)</script>" `)],
  ["a srcdoc iframe without src", `<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>`],
  ["a second src on the iframe", YOUTUBE.replace("<iframe ", `<iframe src="https://evil.example/" `)],
  ["content inside the iframe", YOUTUBE.replace("</iframe>", "<script>alert(1)</script></iframe>")],
  ["two embeds", `${YOUTUBE}\n${VIMEO_FIXED}`],
  ["two copies of the same embed", `${TWEET}${TWEET}`],
  ["an iframe nested in the Instagram quote", INSTAGRAM_POST.replace("</blockquote>", `<iframe src="https://evil.example/"></iframe></blockquote>`)],
  ["a YouTube iframe nested in the tweet", TWEET.replace("</p>", `${YOUTUBE}</p>`)],
  ["CSS that loads a URL", VIMEO_RESPONSIVE.replace("position:relative;", "position:relative;background:url(https://evil.example/track.gif);")],
  ["text around the embed", `Come along! ${YOUTUBE}`],
  ["an HTML comment", `<!-- --><img src=x onerror=alert(1)>${YOUTUBE}`],
  ["an unclosed quote", TWEET.replace("</blockquote>", "")],
  // A browser would read the rest of the page as the frame's fallback text.
  ["an iframe without its end tag", YOUTUBE.replace("</iframe>", "")],
  // A browser would leave the paragraph open here and swallow the status link into it.
  ["a paragraph closed by the wrong end tag", TWEET.replace("</a></p>&mdash;", "</a></a>&mdash;")],
  ["crossed end tags", `<blockquote class="twitter-tweet"><p><a href="https://twitter.com/a/status/1">x</p></a></blockquote>`],
  ["a quote claiming to be both services", INSTAGRAM_POST.replace(`class="instagram-media"`, `class="instagram-media twitter-tweet"`)],
  ["a tweet with two status links", TWEET.replace("</blockquote>", ` <a href="https://twitter.com/other/status/1">again</a></blockquote>`)],
  // "<div/>" leaves the div open in a browser, so the tree would not be the one we checked.
  ["a self-closed div", INSTAGRAM_POST.replace(`<div style="padding: 19% 0;"></div>`, `<div style="padding: 19% 0;"/>`)],
  ["a tweet without a status link", `<blockquote class="twitter-tweet"><p lang="en" dir="ltr">Hello</p>&mdash; A (@a)</blockquote>`],
  ["a YouTube playlist (not a video id)", `<iframe src="https://www.youtube.com/embed/videoseries?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG"></iframe>`],
  ["a Vimeo wrapper holding a YouTube video", `<div style="padding:56.25% 0 0 0;">${YOUTUBE}</div>`],
  ["a bare div", `<div><a href="https://www.instagram.com/p/C8xYz1AbCdE/">post</a></div>`],
  ["a NUL character", YOUTUBE.replace("YouTube video player", "YouTube\u0000video player")],
  ["a too-long code", `${YOUTUBE}${" ".repeat(EMBED_CODE_MAX_LENGTH)}`],
];

describe("untrusted codes", () => {
  it.each(HOSTILE)("refuses %s", (_name, code) => {
    expect(parseEmbed(code)).toBeNull();
    expect(sanitizeEmbed(code)).toBe("");
  });
});
