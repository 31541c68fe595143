import { z } from 'zod';
import { appSchema } from './apps';
import { idSchema, requiredString, textSchema, typeError, urlSchema } from './fields';
import { LOCALES, type Locale, localeSchema } from './locales';
import type { ValidationCode } from './messages';
import { wordCount } from './text-rules';

/** Schemas of the content the customer apps show: banners, apps pedia (FAQ), filters, masteries, app versions. */
const m = (code: ValidationCode) => ({ message: code });

const isoDate = z.iso.datetime();

/** The languages a text is translated into: every UI language but the source (English). */
export const TRANSLATION_TARGETS = LOCALES.filter((l) => l !== 'en') as Exclude<Locale, 'en'>[];

/** Texts of one item in other languages; each value has the same fields as the English original. */
export const translationsOf = <T extends z.ZodRawShape>(shape: T) =>
  z.partialRecord(localeSchema, z.strictObject(shape).partial());

const shortText = (max: 100 | 150) =>
  textSchema
    .trim()
    .min(1, m('required'))
    .max(max, m(max === 100 ? 'tooLong100' : 'tooLong150'));

// ---------------------------------------------------------------- banners

/** Apps that show banners (SPEC section 2). */
export const BANNER_APPS = ['shift', 'nfx', 'titan', 'relic'] as const;
export const bannerAppSchema = z.enum(BANNER_APPS);
export type BannerApp = z.infer<typeof bannerAppSchema>;
export const BANNER_MAX_WORDS = 14;
export const DEFAULT_BANNER_COLOR = '#FFFFFF';

const bannerTextSchema = textSchema
  .trim()
  .max(300, m('tooLong150'))
  .refine((v) => wordCount(v) <= BANNER_MAX_WORDS, m('bannerWords'));
const colorSchema = requiredString()
  .regex(/^#[0-9A-Fa-f]{6}$/, m('color'))
  .transform((v) => v.toUpperCase());

export const bannerInputSchema = z
  .strictObject({
    app: bannerAppSchema,
    order: z.number(typeError('invalid')).int(m('integer')).min(0, m('nonNegative')).max(10_000),
    type: z.literal('image').default('image'),
    hyperlinkUrl: urlSchema.nullable().optional(),
    text: bannerTextSchema.default(''),
    imageUrl: urlSchema.nullable().optional(),
    backgroundColor: colorSchema.default(DEFAULT_BANNER_COLOR),
    translations: translationsOf({ text: bannerTextSchema }).default({}),
  })
  .superRefine((banner, ctx) => {
    // A banner with neither shows customers an empty coloured strip.
    if (!banner.imageUrl && banner.text === '')
      ctx.addIssue({ code: 'custom', path: ['text'], message: 'bannerEmpty' });
  });
export type BannerInput = z.input<typeof bannerInputSchema>;

export const bannerSchema = z.object({
  _id: idSchema,
  app: bannerAppSchema,
  order: z.number().int(),
  type: z.literal('image'),
  hyperlinkUrl: z.string().nullable(),
  text: z.string(),
  imageUrl: z.string().nullable(),
  backgroundColor: z.string(),
  translations: z.partialRecord(localeSchema, z.object({ text: z.string().optional() })),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Banner = z.infer<typeof bannerSchema>;

// ---------------------------------------------------------------- apps pedia (FAQ)

export const faqCategoryInputSchema = z.strictObject({
  title: shortText(150),
  app: appSchema,
  /** A subcategory names its parent category; categories nest one level. */
  parentId: idSchema.nullable().default(null),
  translations: translationsOf({ title: shortText(150) }).default({}),
});
export type FaqCategoryInput = z.input<typeof faqCategoryInputSchema>;

export const faqCategorySchema = z.object({
  _id: idSchema,
  title: z.string(),
  app: appSchema,
  parentId: idSchema.nullable(),
  translations: z.partialRecord(localeSchema, z.object({ title: z.string().optional() })),
  faqCount: z.number().int(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type FaqCategory = z.infer<typeof faqCategorySchema>;

/** Rich text as the editor writes it; the server keeps only allow-listed markup. */
const htmlSchema = textSchema.max(100_000, m('tooLong100000'));

export const faqInputSchema = z.strictObject({
  title: shortText(150),
  html: htmlSchema,
  app: appSchema,
  categoryId: idSchema,
  translations: translationsOf({ title: shortText(150), html: htmlSchema }).default({}),
});
export type FaqInput = z.input<typeof faqInputSchema>;

export const faqSchema = z.object({
  _id: idSchema,
  title: z.string(),
  html: z.string(),
  app: appSchema,
  categoryId: idSchema,
  translations: z.partialRecord(
    localeSchema,
    z.object({ title: z.string().optional(), html: z.string().optional() }),
  ),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Faq = z.infer<typeof faqSchema>;

export const removeImageInputSchema = z.strictObject({ url: textSchema.max(1000) });

// ---------------------------------------------------------------- filters

export const FILTER_KINDS = ['category', 'item'] as const;
export const TYPE_SELECTIONS = ['single', 'multiple'] as const;

const filterLabelSchema = shortText(100);
const filterDataInputSchema = z.strictObject({
  /** The filter id the apps send back when the option is chosen. */
  id: textSchema.trim().min(1, m('filterIdRequired')).max(100, m('tooLong100')),
  label: textSchema.trim().min(1, m('filterLabelRequired')).max(100, m('tooLong100')),
  translations: translationsOf({ label: filterLabelSchema }).default({}),
  is_selected: z.boolean(m('filterSelectedRequired')),
});

export const filterInputSchema = z
  .strictObject({
    app: appSchema,
    /** A category groups items; an item is one filter with its options (filterData). */
    type: z.enum(FILTER_KINDS),
    parentId: idSchema.nullable().default(null),
    label: filterLabelSchema,
    translationKey: textSchema
      .trim()
      .max(100, m('tooLong100'))
      .regex(/^[A-Za-z0-9_.-]*$/, m('invalid'))
      .default(''),
    typeSelection: z.enum(TYPE_SELECTIONS).default('single'),
    position: z.number(typeError('invalid')).int(m('integer')).min(0, m('nonNegative')).max(10_000),
    is_selected: z.boolean().default(false),
    filterData: z.array(filterDataInputSchema).max(100).default([]),
    translations: translationsOf({ label: filterLabelSchema }).default({}),
  })
  .superRefine((filter, ctx) => {
    if (filter.type === 'item' && filter.parentId === null)
      ctx.addIssue({ code: 'custom', path: ['parentId'], message: 'required' });
    if (filter.type === 'category' && filter.parentId !== null)
      ctx.addIssue({ code: 'custom', path: ['parentId'], message: 'invalid' });
    if (filter.type === 'item' && filter.filterData.length === 0)
      ctx.addIssue({ code: 'custom', path: ['filterData'], message: 'filtersRequired' });
    const ids = new Set<string>();
    filter.filterData.forEach((option, i) => {
      if (ids.has(option.id))
        ctx.addIssue({ code: 'custom', path: ['filterData', i, 'id'], message: 'taken' });
      ids.add(option.id);
    });
  });
export type FilterInput = z.input<typeof filterInputSchema>;

export const filterSchema = z.object({
  _id: idSchema,
  app: appSchema,
  type: z.enum(FILTER_KINDS),
  parentId: idSchema.nullable(),
  label: z.string(),
  translationKey: z.string(),
  typeSelection: z.enum(TYPE_SELECTIONS),
  position: z.number().int(),
  is_selected: z.boolean(),
  filterData: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      translations: z.partialRecord(localeSchema, z.object({ label: z.string().optional() })),
      is_selected: z.boolean(),
    }),
  ),
  translations: z.partialRecord(localeSchema, z.object({ label: z.string().optional() })),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Filter = z.infer<typeof filterSchema>;

// ---------------------------------------------------------------- masteries

export const MASTERY_TYPES = ['category', 'video'] as const;

const masteryDescriptionSchema = textSchema.trim().max(1500, m('tooLong1500'));

export const masteryInputSchema = z
  .strictObject({
    app: appSchema,
    name: shortText(100),
    description: masteryDescriptionSchema.default(''),
    type: z.enum(MASTERY_TYPES),
    parentId: idSchema.nullable().default(null),
    /** The video's address (as the apps call it); required for a video. */
    presigned_url: urlSchema.nullable().default(null),
    poster: urlSchema.nullable().default(null),
    langs: z.array(localeSchema).max(LOCALES.length).default([]),
    order: z.number(typeError('invalid')).int(m('integer')).min(0, m('nonNegative')).max(100_000).optional(),
    translations: translationsOf({ name: shortText(100), description: masteryDescriptionSchema }).default({}),
  })
  .superRefine((mastery, ctx) => {
    if (mastery.type === 'video' && !mastery.presigned_url)
      ctx.addIssue({ code: 'custom', path: ['presigned_url'], message: 'videoRequired' });
    if (mastery.type === 'video' && mastery.parentId === null)
      ctx.addIssue({ code: 'custom', path: ['parentId'], message: 'required' });
  });
export type MasteryInput = z.input<typeof masteryInputSchema>;

export const masterySchema = z.object({
  _id: idSchema,
  app: appSchema,
  name: z.string(),
  description: z.string(),
  type: z.enum(MASTERY_TYPES),
  parentId: idSchema.nullable(),
  presigned_url: z.string().nullable(),
  poster: z.string().nullable(),
  langs: z.array(localeSchema),
  order: z.number().int(),
  translations: z.partialRecord(
    localeSchema,
    z.object({ name: z.string().optional(), description: z.string().optional() }),
  ),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Mastery = z.infer<typeof masterySchema>;

export const reorderChildrenInputSchema = z.strictObject({
  /** Child id -> its new position among its siblings. */
  orderHashMap: z.record(idSchema, z.number().int().min(0).max(100_000)),
});

// ---------------------------------------------------------------- app versions

export const DEVICES = ['ios', 'android'] as const;
export const deviceSchema = z.enum(DEVICES);

const versionInputSchema = z.strictObject({
  version: textSchema
    .trim()
    .min(1, m('required'))
    .max(30, m('invalid'))
    .regex(/^\d+(\.\d+){0,3}([-+][0-9A-Za-z.-]+)?$/, m('version')),
  isNeedUpdate: z.boolean(),
});
export const appVersionInputSchema = z
  .strictObject({ ios: versionInputSchema.optional(), android: versionInputSchema.optional() })
  .refine((v) => v.ios || v.android, m('required'));
export type AppVersionInput = z.input<typeof appVersionInputSchema>;

const versionSchema = z.object({ version: z.string(), isNeedUpdate: z.boolean(), date: isoDate });
export const appVersionsSchema = z.object({
  ios: versionSchema.nullable(),
  android: versionSchema.nullable(),
});
export type AppVersions = z.infer<typeof appVersionsSchema>;

// ---------------------------------------------------------------- translations rule (SPEC section 5)

type Translations = Partial<Record<Locale, Record<string, string | undefined>>>;

/**
 * SPEC section 5: changing a title or name without updating its translations is refused. A changed
 * source field is stale when some language translated it before and that translation did not change
 * with it. Returns the fields (with their language) that still carry the old text's translation.
 */
export function staleTranslations(
  before: { values: Record<string, string>; translations: Translations },
  after: { values: Record<string, string>; translations: Translations },
  fields: readonly string[],
): string[] {
  const stale: string[] = [];
  for (const field of fields) {
    if (before.values[field] === after.values[field]) continue;
    for (const locale of TRANSLATION_TARGETS) {
      const old = before.translations[locale]?.[field];
      if (!old) continue;
      if (after.translations[locale]?.[field] === old) stale.push(`translations.${locale}.${field}`);
    }
  }
  return stale;
}
