import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  instagramShareCode,
  SHARE_CODES,
  tweetShareCode,
  upperCaseNames,
  vimeoFixedShareCode,
  vimeoResponsiveShareCode,
  youtubeShareCode,
} from "../../../tests/support/embed-codes";
import { EMBED_CODE_MAX_LENGTH, parseEmbed, sanitizeEmbed } from "./embed";
import { MAX_NESTING, readHtml } from "./embed/markup";

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
  `<iframe src="https://www.instagram.com/${path}/embed" width="540" height="600" ${COMMON} ${SANDBOX}></iframe>`;
const youtubeFrame = (query: string) =>
  `<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ${query}" width="560" height="315" ${COMMON} ${VIDEO} ${SANDBOX}></iframe>`;
const vimeoFrame = (path: string) =>
  `<iframe src="https://player.vimeo.com/video/${path}" width="640" height="360" ${COMMON} ${VIDEO} ${SANDBOX}></iframe>`;
const tweetFrame = (id: string) =>
  `<iframe src="https://platform.twitter.com/embed/Tweet.html?id=${id}" width="550" height="600" ${COMMON} ${SANDBOX}></iframe>`;

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

/** The share dialogs' codes as they are today, and as real pastes write them in upper case. */
const SHARE_DIALOG: [string, string, string][] = [
  ["Instagram's post code with the caption", SHARE_CODES.instagramPost.code, instagramFrame("p/C8xYz1AbCdE")],
  ["Instagram's reel code", SHARE_CODES.instagramReel.code, instagramFrame("reel/C9QwErTy-_1")],
  ["YouTube's share code", SHARE_CODES.youtube.code, youtubeFrame("")],
  ["YouTube's privacy-enhanced code", youtubeShareCode("dQw4w9WgXcQ", { host: "https://www.youtube-nocookie.com" }), youtubeFrame("")],
  ["YouTube's code for a Short (portrait)", youtubeShareCode("aB3_x-Yz9Qw", { width: 315, height: 560, query: "" }), youtubeFrame("").replace("dQw4w9WgXcQ", "aB3_x-Yz9Qw")],
  ["YouTube's code starting at a time", youtubeShareCode("dQw4w9WgXcQ", { query: "?si=x1Y2z3&amp;start=95" }), youtubeFrame("?start=95")],
  ["Vimeo's responsive code", SHARE_CODES.vimeo.code, vimeoFrame("1084537")],
  ["Vimeo's fixed-size code for an unlisted video", vimeoFixedShareCode("76979871"), vimeoFrame("76979871?h=8272103f6e")],
  ["X's code", SHARE_CODES.x.code, tweetFrame("1790012345678901234")],
  ["X's code with an x.com status link and options", tweetShareCode("https://x.com/patatesrest/status/1790012345678901234", { quoteAttributes: ` data-lang="tr" data-theme="dark"` }), tweetFrame("1790012345678901234")],

  ["an upper-case YouTube address", youtubeShareCode("dQw4w9WgXcQ", { host: "HTTPS://WWW.YOUTUBE.COM" }), youtubeFrame("")],
  ["a mixed-case privacy-enhanced YouTube address", youtubeShareCode("dQw4w9WgXcQ", { host: "Https://Www.YouTube-NoCookie.com" }), youtubeFrame("")],
  ["YouTube's code with upper-case tag and attribute names", upperCaseNames(SHARE_CODES.youtube.code), youtubeFrame("")],
  [
    "an upper-case Instagram permalink and script address",
    instagramShareCode("HTTPS://WWW.INSTAGRAM.COM/p/C8xYz1AbCdE/?utm_source=ig_embed", { script: `<script async src="//WWW.INSTAGRAM.COM/embed.js"></script>` }),
    instagramFrame("p/C8xYz1AbCdE"),
  ],
  ["Instagram's reel code with upper-case names", upperCaseNames(SHARE_CODES.instagramReel.code), instagramFrame("reel/C9QwErTy-_1")],
  [
    "an upper-case Vimeo address and script",
    vimeoResponsiveShareCode("1084537", { host: "HTTPS://PLAYER.VIMEO.COM", script: `<SCRIPT SRC="HTTPS://PLAYER.VIMEO.COM/api/player.js"></SCRIPT>` }),
    vimeoFrame("1084537"),
  ],
  ["Vimeo's code with upper-case names", upperCaseNames(vimeoFixedShareCode("76979871")), vimeoFrame("76979871?h=8272103f6e")],
  [
    "an upper-case X status link and script",
    tweetShareCode("HTTPS://TWITTER.COM/patatesrest/status/1790012345678901234", { script: `<script async src="HTTPS://PLATFORM.TWITTER.COM/widgets.js" charset="UTF-8"></script>` }),
    tweetFrame("1790012345678901234"),
  ],
  ["X's code with upper-case names", upperCaseNames(SHARE_CODES.x.code), tweetFrame("1790012345678901234")],
];

describe("parseEmbed", () => {
  it("reads the provider, frame address and size", () => {
    expect(parseEmbed(INSTAGRAM_POST)).toEqual({
      provider: "instagram", src: "https://www.instagram.com/p/C8xYz1AbCdE/embed", width: 540, height: 600,
    });
    expect(parseEmbed(YOUTUBE)).toEqual({
      provider: "youtube", src: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", width: 560, height: 315,
    });
    expect(parseEmbed(VIMEO_FIXED)).toEqual({
      provider: "vimeo", src: "https://player.vimeo.com/video/76979871?h=8272103f6e", width: 640, height: 360,
    });
    expect(parseEmbed(TWEET)).toEqual({
      provider: "twitter", src: "https://platform.twitter.com/embed/Tweet.html?id=463440424141459456", width: 550, height: 600,
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

  it("refuses a code nested deeper than any service's, and still reads one as deep as allowed", () => {
    const nested = (depth: number) => `<blockquote class="twitter-tweet">${"<p>".repeat(depth)}x${"</p>".repeat(depth)}<a href="https://twitter.com/Interior/status/463440424141459456">link</a></blockquote>`;
    // 2,800 paragraphs fit in a code's 20,000 characters: once, walking them overflowed the stack.
    expect(nested(2_800).length).toBeLessThanOrEqual(EMBED_CODE_MAX_LENGTH);
    expect(() => parseEmbed(nested(2_800))).not.toThrow();
    expect(parseEmbed(nested(2_800))).toBeNull();
    expect(readHtml(nested(MAX_NESTING - 1))).not.toBeNull();
    expect(readHtml(nested(MAX_NESTING))).toBeNull();
  });

  it("refuses an empty code", () => {
    expect(parseEmbed("")).toBeNull();
    expect(parseEmbed("   \n ")).toBeNull();
  });

  it("takes a video's or post's own link, pasted where its embed code was asked for, as the same frame", () => {
    const youtube = "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ";
    for (const link of [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      " https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&list=PL1 ",
      "https://m.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://youtu.be/dQw4w9WgXcQ?si=AbC123",
      "https://www.youtube.com/shorts/dQw4w9WgXcQ",
      "HTTPS://WWW.YOUTUBE.COM/watch?v=dQw4w9WgXcQ",
    ]) {
      expect(parseEmbed(link)?.src, link).toBe(youtube);
    }
    expect(parseEmbed("https://youtu.be/dQw4w9WgXcQ?t=90")?.src).toBe(`${youtube}?start=90`);
    expect(parseEmbed("https://vimeo.com/76979871")?.src).toBe("https://player.vimeo.com/video/76979871");
    expect(parseEmbed("https://vimeo.com/76979871/8272103f6e")?.src).toBe("https://player.vimeo.com/video/76979871?h=8272103f6e");
    expect(parseEmbed("https://www.instagram.com/p/C1a2B3c4D5e/")?.src).toBe("https://www.instagram.com/p/C1a2B3c4D5e/embed");
    expect(parseEmbed("https://www.instagram.com/reel/C1a2B3c4D5e/?igsh=abc")?.src).toBe("https://www.instagram.com/reel/C1a2B3c4D5e/embed");
    expect(parseEmbed("https://x.com/Interior/status/463440424141459456")?.src).toBe("https://platform.twitter.com/embed/Tweet.html?id=463440424141459456");
    // What it makes is stored as any code is, and reads back the same.
    expect(sanitizeEmbed(sanitizeEmbed("https://youtu.be/dQw4w9WgXcQ"))).toBe(sanitizeEmbed(YOUTUBE));
  });

  it("takes no other link, nor a look-alike of theirs, nor words", () => {
    for (const text of [
      "hello world",
      "https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
      "https://youtube.com@evil.example/watch?v=dQw4w9WgXcQ",
      "https://www.youtube.com/watch?v=dQw4w9WgXc",
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ\"onload=\"alert(1)",
      "https://www.youtube.com/channel/UC123",
      "https://evil.example/?u=https://youtu.be/dQw4w9WgXcQ",
      "javascript:alert(1)//https://youtu.be/dQw4w9WgXcQ",
      "https://vimeo.com/channels/staffpicks",
      "https://www.instagram.com/patatesistanbul/",
      "https://youtu.be/dQw4w9WgXcQ https://youtu.be/dQw4w9WgXcQ",
    ]) {
      expect(parseEmbed(text), text).toBeNull();
    }
  });
});

describe("sanitizeEmbed", () => {
  it.each(TRUSTED)("rewrites %s", (_name, code, frame) => {
    expect(sanitizeEmbed(code)).toBe(frame);
  });

  it.each(SHARE_DIALOG)("rewrites %s", (_name, code, frame) => {
    expect(sanitizeEmbed(code)).toBe(frame);
  });

  it("keeps the case of the id: only the scheme and the host are case-insensitive", () => {
    expect(sanitizeEmbed(youtubeShareCode("DQW4W9WGXCQ", { host: "HTTPS://WWW.YOUTUBE.COM" }))).toBe(youtubeFrame("").replace("dQw4w9WgXcQ", "DQW4W9WGXCQ"));
    expect(sanitizeEmbed(youtubeShareCode("dQw4w9WgXcQ").replace("/embed/", "/EMBED/"))).toBe("");
  });

  it.each([...TRUSTED, ...SHARE_DIALOG])("leaves its own output for %s unchanged", (_name, code) => {
    const once = sanitizeEmbed(code);
    expect(sanitizeEmbed(once)).toBe(once);
    expect(sanitizeEmbed(sanitizeEmbed(once))).toBe(once);
  });

  it("writes frames only to the hosts the Content-Security-Policy allows", () => {
    for (const [, code] of [...TRUSTED, ...SHARE_DIALOG]) {
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

  // Addresses: schemes in any case and disguise, look-alike and borrowed hosts.
  ["an upper-case javascript: frame address", `<iframe src="JAVASCRIPT:alert(1)"></iframe>`],
  ["a mixed-case javascript: link in the tweet", TWEET.replace("http://t.co/YuKy2rcjyU", "JaVaScRiPt:alert(1)")],
  ["a newline inside the scheme", TWEET.replace("http://t.co/YuKy2rcjyU", "java\nscript:alert(1)")],
  ["a tab entity inside the scheme", TWEET.replace("http://t.co/YuKy2rcjyU", "java&Tab;script:alert(1)")],
  ["a zero-padded decimal reference", TWEET.replace("http://t.co/YuKy2rcjyU", "&#0000106;avascript:alert(1)")],
  ["a reference without its semicolon", TWEET.replace("http://t.co/YuKy2rcjyU", "&#106avascript:alert(1)")],
  ["a zero-width space inside the scheme", TWEET.replace("http://t.co/YuKy2rcjyU", "java\u200bscript:alert(1)")],
  ["a vbscript: link", TWEET.replace("http://t.co/YuKy2rcjyU", "vbscript:msgbox(1)")],
  ["a base64 data: frame", `<iframe src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></iframe>`],
  ["a javascript: permalink", INSTAGRAM_POST.replace(/data-instgrm-permalink="[^"]*"/, `data-instgrm-permalink="javascript:alert(1)"`)],
  ["a javascript: link in the Instagram card", INSTAGRAM_POST.replace(`<a href="https://www.instagram.com/p/C8xYz1AbCdE/?utm_source=ig_embed&amp;utm_campaign=loading" style=" background`, `<a href="javascript:alert(1)" style=" background`)],
  ["an upper-case look-alike YouTube host", youtubeShareCode("dQw4w9WgXcQ", { host: "HTTPS://WWW.YOUTUBE.COM.EVIL.EXAMPLE" })],
  ["an upper-case YouTube address with user info", youtubeShareCode("dQw4w9WgXcQ", { host: "HTTPS://WWW.YOUTUBE.COM@EVIL.EXAMPLE" })],
  ["a Kelvin sign for the k of nocookie", youtubeShareCode("dQw4w9WgXcQ", { host: "https://www.youtube-nocoo\u212aie.com" })],
  ["a Cyrillic o in youtube", youtubeShareCode("dQw4w9WgXcQ", { host: "https://www.y\u043eutube.com" })],
  ["a punycode look-alike host", youtubeShareCode("dQw4w9WgXcQ", { host: "https://www.xn--yutube-wqf.com" })],
  ["full-width letters in the scheme", youtubeShareCode("dQw4w9WgXcQ", { host: "\uff48\uff54\uff54\uff50\uff53://www.youtube.com" })],
  ["a right-to-left override in the host", youtubeShareCode("dQw4w9WgXcQ", { host: "https://www.youtube.com\u202e" })],
  ["a port on the host", youtubeShareCode("dQw4w9WgXcQ", { host: "https://www.youtube.com:8443" })],
  ["backslashes for slashes", youtubeShareCode("dQw4w9WgXcQ", { host: "https:\\\\evil.example\\www.youtube.com" })],
  ["a backslash before user info", youtubeShareCode("dQw4w9WgXcQ", { host: "https://www.youtube.com\\@evil.example" })],
  ["a percent-encoded slash before user info", youtubeShareCode("dQw4w9WgXcQ", { host: "https://www.youtube.com%2F@evil.example" })],
  ["the trusted address hidden in a fragment", `<iframe src="https://evil.example/#https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>`],
  ["a protocol-relative frame to another host", `<iframe src="//evil.example/embed/dQw4w9WgXcQ"></iframe>`],
  ["a quote smuggled into the query", `<iframe src='https://www.youtube.com/embed/dQw4w9WgXcQ?x="onload="alert(1)'></iframe>`],
  ["markup in the query", `<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ?x=<script>"></iframe>`],
  ["a NUL reference in the address", `<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ&#0;"></iframe>`],
  ["an out-of-range reference in the address", `<iframe src="https://www.youtube.com/embed/&#x110000;dQw4w9WgXcQ"></iframe>`],
  ["a YouTube id one character short", youtubeShareCode("dQw4w9WgXc")],
  ["a YouTube path that climbs out of /embed/", youtubeShareCode("../../evil1")],
  ["a YouTube live stream (not a video id)", youtubeShareCode("live_stream", { query: "?channel=UC123" })],
  ["an Instagram profile instead of a post", instagramShareCode("https://www.instagram.com/patatesrestaurant/")],
  ["a permalink whose host is split by a newline", instagramShareCode("https://www.insta\ngram.com/p/C8xYz1AbCdE/")],
  ["a look-alike t.co in the tweet", TWEET.replace("http://t.co/YuKy2rcjyU", "https://t.co.evil.example/x")],
  ["a status link with user info", TWEET.replace("https://twitter.com/Interior/status", "https://twitter.com@evil.example/Interior/status")],
  ["a status link to a profile, not a post", TWEET.replace("https://twitter.com/Interior/status/463440424141459456?ref_src=twsrc%5Etfw", "https://twitter.com/Interior")],

  // Markup a browser would run, or read differently from us.
  ["an svg with onload", `<svg onload="alert(1)"></svg>`],
  ["a script inside Instagram's logo", INSTAGRAM_POST.replace("<g stroke", "<script>alert(1)</script><g stroke")],
  ["an svg animation with onbegin", INSTAGRAM_POST.replace("<g stroke", `<animate onbegin="alert(1)" attributeName="x" dur="1s"></animate><g stroke`)],
  ["a set element rewriting a link", INSTAGRAM_POST.replace("<g stroke", `<set attributeName="href" to="javascript:alert(1)"></set><g stroke`)],
  ["xlink:href on the logo", INSTAGRAM_POST.replace("<path d=", `<path xlink:href="javascript:alert(1)" d=`)],
  ["a use element pulling in a data: image", INSTAGRAM_POST.replace("<g stroke", `<use href="data:image/svg+xml,&lt;svg onload=alert(1)&gt;"></use><g stroke`)],
  ["a foreignObject in the logo", INSTAGRAM_POST.replace("<g stroke", `<foreignObject><iframe src="https://evil.example/"></iframe></foreignObject><g stroke`)],
  ["an object element", `<object data="https://evil.example/x.swf"></object>`],
  ["an embed element", `<embed src="https://evil.example/x.swf">`],
  ["a base element before the embed", `<base href="https://evil.example/">${YOUTUBE}`],
  ["a meta refresh before the embed", `<meta http-equiv="refresh" content="0;url=https://evil.example/">${YOUTUBE}`],
  ["a stylesheet link before the embed", `<link rel="stylesheet" href="https://evil.example/x.css">${YOUTUBE}`],
  ["a style element before the embed", `<style>body{background:url(https://evil.example/)}</style>${YOUTUBE}`],
  ["a form inside the tweet", TWEET.replace("</p>", `<form action="https://evil.example/"><button>Win</button></form></p>`)],
  ["an autofocusing input inside the tweet", TWEET.replace("</p>", `<input autofocus onfocus="alert(1)"></p>`)],
  ["a details element with ontoggle", `<details open ontoggle="alert(1)"></details>`],
  ["math markup that mutates into an image", `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>`],
  ["a noscript title that closes early", `<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>`],
  ["a template holding a script", `<template><script>alert(1)</script></template>${YOUTUBE}`],
  ["a textarea holding markup", `<textarea><script>alert(1)</script></textarea>`],
  ["a title element holding markup", `<title><img src=x onerror=alert(1)></title>`],
  ["an xmp element", `<xmp><img src=x onerror=alert(1)></xmp>`],
  ["a plaintext element", `<plaintext><img src=x onerror=alert(1)>`],
  ["a CDATA section", `<![CDATA[<script>alert(1)</script>]]>${YOUTUBE}`],
  ["an XML declaration", `<?xml version="1.0"?>${YOUTUBE}`],
  ["a doctype", `<!DOCTYPE html>${YOUTUBE}`],
  ["an unclosed comment", `${YOUTUBE}<!--`],
  ["an empty comment that closes at once", `<!-->${YOUTUBE}`],
  ["a stray end tag", `${YOUTUBE}</div>`],
  ["a stray less-than sign", `< script>alert(1)</script>${YOUTUBE}`],
  ["a slash instead of a space before an attribute", `<iframe/src="javascript:alert(1)"></iframe>`],
  ["an attribute glued to the one before", YOUTUBE.replace(`frameborder="0"`, `frameborder="0"onload="alert(1)"`)],
  ["a backtick-quoted attribute", "<iframe src=`javascript:alert(1)`></iframe>"],
  ["two src attributes in different case", `<iframe SRC="https://evil.example/" src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>`],
  ["an unterminated attribute value", `<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ></iframe>`],
  ["an upper-case onload handler", YOUTUBE.replace("allowfullscreen>", `allowfullscreen ONLOAD="alert(1)">`)],
  ["an upper-case srcdoc", YOUTUBE.replace("<iframe ", `<iframe SRCDOC="&lt;script&gt;alert(1)&lt;/script&gt;" `)],
  ["an upper-case script inside the tweet", TWEET.replace("</p>", "<SCRIPT>alert(1)</SCRIPT></p>")],
  ["an image with srcset in the quote", INSTAGRAM_POST.replace("<g stroke", "").replace("</blockquote>", `<img srcset="https://evil.example/x.png 1x"></blockquote>`)],
  ["a ping attribute on the card's link", INSTAGRAM_POST.replace(`target="_blank">`, `target="_blank" ping="https://evil.example/">`)],
  ["a link that targets the whole page", INSTAGRAM_POST.replace(`target="_blank">`, `target="_top">`)],
  ["a nested Instagram quote inside a tweet", TWEET.replace("</p>", `${instagramShareCode("https://www.instagram.com/p/C8xYz1AbCdE/", { script: "" })}</p>`)],

  // CSS that loads or runs something.
  ["a CSS expression on the frame", YOUTUBE.replace("<iframe ", `<iframe style="width:expression(alert(1))" `)],
  ["a CSS binding", VIMEO_RESPONSIVE.replace("position:relative;", "position:relative;-moz-binding:url(https://evil.example/x.xml#x);")],
  ["a CSS behavior", VIMEO_RESPONSIVE.replace("position:relative;", "position:relative;behavior:url(x.htc);")],
  ["a CSS import", INSTAGRAM_POST.replace(`style="padding:16px;"`, `style="@import 'https://evil.example/x.css';"`)],
  ["a url( written with CSS escapes", INSTAGRAM_POST.replace(`style="padding:16px;"`, `style="background:u\\72l(https://evil.example/)"`)],
  ["an expression( written with CSS escapes", YOUTUBE.replace("<iframe ", `<iframe style="width:e\\78pression(alert(1))" `)],
  ["a url( written with references", INSTAGRAM_POST.replace(`style="padding:16px;"`, `style="background:url&#40;https://evil.example/&#41;"`)],
  ["a backslash written as a reference", INSTAGRAM_POST.replace(`style="padding:16px;"`, `style="background:u&#92;72l(https://evil.example/)"`)],

  // Loader scripts out of place.
  ["a loader script with a type", instagramShareCode("https://www.instagram.com/p/C8xYz1AbCdE/", { script: `<script type="module" src="//www.instagram.com/embed.js"></script>` })],
  ["a loader script with an onload handler", instagramShareCode("https://www.instagram.com/p/C8xYz1AbCdE/", { script: `<script async src="//www.instagram.com/embed.js" onload="alert(1)"></script>` })],
  ["a loader script with a query", instagramShareCode("https://www.instagram.com/p/C8xYz1AbCdE/", { script: `<script async src="//www.instagram.com/embed.js?callback=alert"></script>` })],
  ["a loader script before the embed", `<script async src="https://platform.twitter.com/widgets.js"></script>${TWEET.replace(/<script[^]*$/, "")}`],
  ["two loader scripts", `${TWEET}<script async src="https://platform.twitter.com/widgets.js"></script>`],
  ["text after the loader script", `${TWEET} Follow us!`],
  ["Vimeo's script after a YouTube video", `${YOUTUBE}<script src="https://player.vimeo.com/api/player.js"></script>`],

  // Shapes that are not one trusted embed.
  ["an Instagram quote without a permalink", INSTAGRAM_POST.replace(/ data-instgrm-permalink="[^"]*"/, "")],
  ["an iframe wrapped in a paragraph", `<p>${YOUTUBE}</p>`],
  ["a Vimeo wrapper with an onclick", VIMEO_RESPONSIVE.replace(`<div style=`, `<div onclick="alert(1)" style=`)],
  ["a Vimeo wrapper holding two players", VIMEO_RESPONSIVE.replace("</iframe></div>", "</iframe>" + VIMEO_FIXED.replace(/<script[^]*$/, "") + "</div>")],
  ["a Vimeo wrapper holding text", VIMEO_RESPONSIVE.replace("</iframe></div>", "</iframe>Watch!</div>")],
  ["a frame asking for the camera everywhere", YOUTUBE.replace(`allow="`, `allow="camera *; `)],
];

describe("untrusted codes", () => {
  it("are at least a hundred, each one different", () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(100);
    expect(new Set(HOSTILE.map(([, code]) => code)).size).toBe(HOSTILE.length);
    expect(new Set(HOSTILE.map(([name]) => name)).size).toBe(HOSTILE.length);
  });

  it.each(HOSTILE)("refuses %s", (_name, code) => {
    expect(parseEmbed(code)).toBeNull();
    expect(sanitizeEmbed(code)).toBe("");
  });
});

/**
 * The only markup sanitizeEmbed may ever return, written out here independently of the module: a
 * fixed iframe per service with an id that matches the service's id pattern.
 */
const ESCAPED = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const OUTPUT_TEMPLATES: RegExp[] = [
  String.raw`https://www\.instagram\.com/(?:p|reel)/[A-Za-z0-9_-]{5,40}/embed" width="540" height="600" ${ESCAPED(COMMON)} ${ESCAPED(SANDBOX)}`,
  String.raw`https://www\.youtube-nocookie\.com/embed/[A-Za-z0-9_-]{11}(?:\?start=\d{1,6})?" width="560" height="315" ${ESCAPED(COMMON)} ${ESCAPED(VIDEO)} ${ESCAPED(SANDBOX)}`,
  String.raw`https://player\.vimeo\.com/video/\d{1,12}(?:\?h=[0-9a-f]{1,40})?" width="640" height="360" ${ESCAPED(COMMON)} ${ESCAPED(VIDEO)} ${ESCAPED(SANDBOX)}`,
  String.raw`https://platform\.twitter\.com/embed/Tweet\.html\?id=\d{1,20}" width="550" height="600" ${ESCAPED(COMMON)} ${ESCAPED(SANDBOX)}`,
].map((body) => new RegExp(`^<iframe src="${body}></iframe>$`));

const isTemplate = (html: string) => OUTPUT_TEMPLATES.some((template) => template.test(html));

/** Pieces an attacker, or a clumsy paste, would put into a code. */
const SNIPPETS = [
  "<", ">", '"', "'", "`", "&", "&amp;", "&#x6A;", "&quot;", "=", "/", "\\", " ", "\n", "\u0000", "\u212a", "\u200b", "?", "#", "%2F", "@",
  "javascript:", "JAVASCRIPT:", "data:", " onload=alert(1)", ` onerror="alert(1)"`, "<script>alert(1)</script>", "</script>", "<svg onload=alert(1)>",
  "</blockquote>", "<blockquote>", "</iframe>", "<iframe src=//evil.example>", "</div>", "<div>", "<!--", "-->", "<![CDATA[", "]]>",
  "evil.example", ".evil.example", "@evil.example", "HTTPS://", "//", "url(", "expression(", "srcdoc=", "style=", "<a href=x>",
];

type Mutation =
  | { kind: "insert"; at: number; text: string }
  | { kind: "delete"; at: number; length: number }
  | { kind: "duplicate"; at: number; length: number }
  | { kind: "swapCase"; at: number; length: number };

const mutationArbitrary: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant("insert" as const), at: fc.nat(), text: fc.oneof(fc.constantFrom(...SNIPPETS), fc.string({ maxLength: 8 })) }),
  fc.record({ kind: fc.constant("delete" as const), at: fc.nat(), length: fc.integer({ min: 1, max: 30 }) }),
  fc.record({ kind: fc.constant("duplicate" as const), at: fc.nat(), length: fc.integer({ min: 1, max: 60 }) }),
  fc.record({ kind: fc.constant("swapCase" as const), at: fc.nat(), length: fc.integer({ min: 1, max: 40 }) }),
);

function mutate(code: string, mutation: Mutation): string {
  const at = code.length === 0 ? 0 : mutation.at % (code.length + 1);
  switch (mutation.kind) {
    case "insert":
      return code.slice(0, at) + mutation.text + code.slice(at);
    case "delete":
      return code.slice(0, at) + code.slice(at + mutation.length);
    case "duplicate":
      return code.slice(0, at + mutation.length) + code.slice(at, at + mutation.length) + code.slice(at + mutation.length);
    case "swapCase": {
      const part = code.slice(at, at + mutation.length);
      const swapped = [...part].map((character) => (character === character.toUpperCase() ? character.toLowerCase() : character.toUpperCase())).join("");
      return code.slice(0, at) + swapped + code.slice(at + mutation.length);
    }
  }
}

const TRUSTED_CODES = [...TRUSTED, ...SHARE_DIALOG].map(([, code]) => code);

describe("sanitizeEmbed on random mutations of trusted codes", () => {
  it("gives either nothing or one of the fixed templates, and its output is a fixed point", () => {
    let kept = 0;
    fc.assert(
      fc.property(fc.constantFrom(...TRUSTED_CODES), fc.array(mutationArbitrary, { maxLength: 5 }), (code, mutations) => {
        const mutated = mutations.reduce(mutate, code);
        const output = sanitizeEmbed(mutated);
        if (output === "") return;
        kept += 1;
        expect(isTemplate(output), output).toBe(true);
        expect(sanitizeEmbed(output)).toBe(output);
      }),
      { numRuns: 3_000 },
    );
    // The property says something only if some mutated codes still pass.
    expect(kept).toBeGreaterThan(100);
  });

  it("gives either nothing or one of the fixed templates for any text at all", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: "binary", maxLength: 200 }), fc.array(fc.constantFrom(...SNIPPETS, "<iframe ", "src=", "https://www.youtube.com/embed/dQw4w9WgXcQ")).map((parts) => parts.join(""))), (text) => {
        const output = sanitizeEmbed(text);
        expect(output === "" || isTemplate(output), output).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });

  it("keep matching the templates: each trusted code gives one", () => {
    for (const code of TRUSTED_CODES) expect(isTemplate(sanitizeEmbed(code)), code).toBe(true);
  });
});
