/**
 * Tells zod, before it loads, not to compile parsers with `new Function`. The page's content security
 * policy forbids eval, so zod would only probe for it, fail, and parse the plain way; but the browser
 * reports the probe as a policy violation (in the console, and in Lighthouse's best practices). zod
 * reads this global when it loads, and its `config()` writes to the same object afterwards.
 */
export function makeZodJitless() {
  const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
}
