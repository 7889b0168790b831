/**
 * The real sign-in flow over plain HTTP, as a browser runs it against the local identity provider
 * (or the external test issuer, external-issuer.ts, whose form is the same): the address the server
 * printed, our /auth/login, the provider's redirects and its sign-in form, then our callback. For tests that need many sign-ins, or a moment between the provider and the
 * callback, without a browser.
 */

import { request as httpRequest } from "node:http";

/** The cookies of one origin, by name (paths are ignored: one sign-in at a time never clashes). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute) || /^\s*expires=thu, 01 jan 1970/i.test(attribute));
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

export interface HttpSignIn {
  /** The callback's answer: a redirect (302) and where to. */
  status: number;
  location: string | null;
  /** The id the server gave the callback's request (its `X-Request-Id`), as its log lines carry it. */
  requestId: string | null;
  jar: CookieJar;
  /** Every address the flow asked for, in order. */
  visited: string[];
}

async function request(jar: CookieJar, url: string, init: RequestInit = {}, visited: string[] = []): Promise<Response> {
  visited.push(url);
  const response = await fetch(url, { ...init, redirect: "manual", headers: { ...(init.headers as Record<string, string>), Cookie: jar.header() } });
  jar.take(response);
  await response.arrayBuffer();
  return response;
}

/** A GET with a Host header of our choosing, which fetch would not send. */
function requestWithHost(jar: CookieJar, url: string, host: string, visited: string[]): Promise<Response> {
  visited.push(url);
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, headers: { Host: host, Cookie: jar.header() } },
      (answer) => {
        answer.resume();
        answer.on("end", () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(answer.headers)) for (const item of [value ?? []].flat()) headers.append(name, item);
          const response = new Response(null, { status: answer.statusCode ?? 0, headers });
          jar.take(response);
          resolve(response);
        });
      },
    );
    request.on("error", reject);
    request.end();
  });
}

function locationOf(response: Response, base: string): string {
  const location = response.headers.get("location");
  if (!location || response.status < 300 || response.status >= 400) {
    throw new Error(`expected a redirect from ${response.url}, got ${response.status}`);
  }
  return new URL(location, base).href;
}

/** A site to sign in at: its PUBLIC_URL and the sign-in address it printed, null when it signs in through another provider (a RunningServer is one). */
export interface SignInSite {
  url: string;
  signInAddress: string | null;
}

/**
 * Signs in as `email` at `site`, first opening the address it printed (if it printed one) as the
 * person who started it does, and returns the callback's answer. `beforeCallback` runs once the provider has sent the
 * browser back, before the callback is asked.
 * `callbackHost`: the Host header the callback reaches the server with, as from a reverse proxy
 * that passes its upstream's name and no forwarding headers.
 */
export async function signInOverHttp(
  site: SignInSite,
  email: string,
  options: { name?: string; jar?: CookieJar; beforeCallback?: () => Promise<void>; callbackHost?: string } = {},
): Promise<HttpSignIn> {
  const origin = site.url;
  const jar = options.jar ?? new CookieJar();
  const visited: string[] = [];
  if (site.signInAddress) {
    const opened = await request(jar, site.signInAddress, {}, visited);
    if (opened.status !== 303) throw new Error(`opening ${site.signInAddress} answered ${opened.status}`);
  }
  const start = await request(jar, `${origin}/auth/login`, { method: "POST", headers: { Origin: origin } }, visited);
  let next = locationOf(start, origin);
  // The provider's authorization endpoint sends the browser to its sign-in page.
  const interaction = locationOf(await request(jar, next, {}, visited), next);
  const submitted = await request(
    jar,
    `${interaction}/login`,
    {
      method: "POST",
      headers: { Origin: new URL(interaction).origin, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email, name: options.name ?? email.split("@")[0] ?? email }),
    },
    visited,
  );
  next = locationOf(submitted, interaction);
  // The provider resumes the authorization, then redirects to our callback with the code.
  while (!new URL(next).pathname.startsWith("/auth/callback")) next = locationOf(await request(jar, next, {}, visited), next);
  await options.beforeCallback?.();
  const callback = options.callbackHost ? await requestWithHost(jar, next, options.callbackHost, visited) : await request(jar, next, {}, visited);
  return { status: callback.status, location: callback.headers.get("location"), requestId: callback.headers.get("x-request-id"), jar, visited };
}
