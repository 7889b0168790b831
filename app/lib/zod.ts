import { z } from "zod";

/**
 * zod, set up for this site: every schema imports `z` from here, never from "zod" (lint enforces it).
 *
 * Without `jitless`, zod probes whether it may compile parsers with `new Function()`. The site's
 * Content-Security-Policy forbids eval, so in the browser that probe is a CSP violation: the browser
 * reports it (DevTools' Issues, Lighthouse's best-practices audit) even though zod catches it.
 * Interpreted parsing is plenty fast for form-sized data.
 */
z.config({ jitless: true });

export { z };
