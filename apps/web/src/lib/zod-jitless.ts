/**
 * Zod probes `new Function("")` once to decide whether it may compile fast parsers. Our CSP
 * (script-src 'self') refuses eval, so the probe always fails in the browser, but Chromium still
 * reports a CSP violation on every page (Lighthouse: "issues logged in the Issues panel").
 * Declaring jitless up front skips the probe; parsing behaves exactly as before.
 *
 * Zod takes its global configuration from `globalThis.__zod_globalConfig` when it first loads
 * (zod/v4/core/core.js), so setting that here, first thing in main.tsx, configures zod without
 * importing it: zod and the schemas load later, on the first API answer (api/contract-schema.ts),
 * and are not part of any page's initial JavaScript.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
// Set on the object itself: a zod already loaded (tests) holds this same object.
export const zodGlobalConfig = (scope.__zod_globalConfig ??= {});
zodGlobalConfig.jitless = true;
