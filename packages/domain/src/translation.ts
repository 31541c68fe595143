import { z } from 'zod';
import { textSchema } from './fields';
import { LOCALE_NAMES, localeSchema } from './locales';

/** Machine translation (SPEC section 7: languages/list, languages/translate). */
export const languagesSchema = z.object({
  languages: z.array(z.object({ code: localeSchema, name: z.string() })),
  /** Whether machine translation is configured; without it the translate buttons say it is unavailable. */
  translation: z.object({ available: z.boolean(), provider: z.string().nullable() }),
});
export type Languages = z.infer<typeof languagesSchema>;

export const translateInputSchema = z.strictObject({
  texts: z
    .array(textSchema.max(100_000, { message: 'tooLong100000' }))
    .min(1)
    .max(20),
  source: localeSchema.default('en'),
  /** Defaults to every UI language but the source. */
  targets: z.array(localeSchema).min(1).max(6).optional(),
  format: z.enum(['text', 'html']).default('text'),
});
export type TranslateInput = z.input<typeof translateInputSchema>;

export const translateResultSchema = z.object({
  /** Per target language, the texts in the order given. */
  translations: z.partialRecord(localeSchema, z.array(z.string())),
  provider: z.string(),
});
export type TranslateResult = z.infer<typeof translateResultSchema>;

export const UI_LANGUAGES = Object.entries(LOCALE_NAMES).map(([code, name]) => ({
  code: code as keyof typeof LOCALE_NAMES,
  name,
}));
