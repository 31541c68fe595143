import { useInsertionEffect } from 'react';

/**
 * Stands in for `@emotion/use-insertion-effect-with-fallbacks` in the build (see vite.config.ts), so
 * that emotion writes a component's styles while React renders it instead of in an insertion effect.
 *
 * Why: a page's first draw brings a few hundred new style rules (MUI's components and the `sx` props).
 * Written in insertion effects, they are compiled and inserted in the commit, which React cannot split:
 * on a phone's CPU a third of the signals page's first commit, one task of 600 ms. Written while
 * rendering, they go with the render, which a transition splits into slices of a few milliseconds.
 * This is emotion's own path for Reacts without insertion effects; a style written for a render that
 * React then throws away stays in the sheet, unused and harmless, and each rule is written once.
 */
export const useInsertionEffectAlwaysWithSyncFallback = (create: () => unknown) => create();

/** Global styles keep their insertion effect: they leave the sheet when their component unmounts. */
export const useInsertionEffectWithLayoutFallback = useInsertionEffect;
