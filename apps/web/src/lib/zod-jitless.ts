import { config } from "zod";

/**
 * Zod probes `new Function("")` once to decide whether it may compile fast parsers. Our CSP
 * (script-src 'self') refuses eval, so the probe always fails in the browser, but Chromium still
 * reports a CSP violation on every page (Lighthouse: "issues logged in the Issues panel").
 * Declaring jitless up front skips the probe; parsing behaves exactly as before.
 *
 * Imported first by main.tsx, and bundled into the zod chunk (vite.config.ts) so it runs before
 * any schema is built: zod evaluates the probe when an object schema is created.
 */
config({ jitless: true });
