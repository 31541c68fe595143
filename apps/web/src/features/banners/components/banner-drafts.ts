import {
  type Banner,
  type BannerApp,
  type BannerInput,
  bannerInputSchema,
  DEFAULT_BANNER_COLOR,
} from '@signal-desk/domain/content';
import { z } from 'zod';
import { formResolver } from '../../../shared/forms/form-resolver';
import type { TranslationTexts } from '../../../shared/translations/translate';
import { cleanTranslations } from '../../../shared/translations/translations-editor';

/** A banner as edited on the page: local until saved (no `_id`). */
export interface BannerDraft {
  key: string;
  _id?: string;
  text: string;
  hyperlinkUrl: string;
  imageUrl: string | null;
  backgroundColor: string;
  translations: TranslationTexts;
  /** The published version, to know whether it changed. */
  saved?: BannerInput;
}

export interface BannersFormValues {
  banners: BannerDraft[];
  /** Published banners removed on the page, deleted by the save. */
  removed: string[];
}

const bannersFormSchema = z.object({ banners: z.array(bannerInputSchema) });
export type BannersFormOutput = z.output<typeof bannersFormSchema>;

let counter = 0;
const localKey = () => `local-${Date.now()}-${++counter}`;

export const newDraft = (): BannerDraft => ({
  key: localKey(),
  text: '',
  hyperlinkUrl: '',
  imageUrl: null,
  backgroundColor: DEFAULT_BANNER_COLOR,
  translations: {},
});

export function fromBanner(banner: Banner): BannerDraft {
  const draft: BannerDraft = {
    key: banner._id,
    _id: banner._id,
    text: banner.text,
    hyperlinkUrl: banner.hyperlinkUrl ?? '',
    imageUrl: banner.imageUrl,
    backgroundColor: banner.backgroundColor,
    translations: banner.translations,
  };
  return { ...draft, saved: toInput(draft, banner.app, banner.order) };
}

export function toInput(draft: BannerDraft, app: BannerApp, order: number): BannerInput {
  return {
    app,
    order,
    type: 'image',
    text: draft.text.trim(),
    hyperlinkUrl: draft.hyperlinkUrl.trim() || null,
    imageUrl: draft.imageUrl,
    backgroundColor: draft.backgroundColor,
    translations: cleanTranslations(draft.translations),
  };
}

/** The banners of one app checked with the API's banner schema, each at its position (order). */
export const bannersResolver = (app: BannerApp) =>
  formResolver(bannersFormSchema, (values: BannersFormValues) => ({
    banners: values.banners.map((draft, position) => toInput(draft, app, position)),
  }));

export type BannerCall = { key: string; number: number } & (
  | { kind: 'create'; position: number }
  | { kind: 'update'; id: string; position: number }
  | { kind: 'delete'; id: string }
);

/**
 * What saving sends: deletions of the `removed` published banners, then creations and updates of the
 * others in their on-screen order (order = position). An unchanged banner sends nothing. `number` is
 * the banner's number on screen (1-based; removed ones count after the others), for the error texts.
 */
export function saveCalls(
  drafts: readonly BannerDraft[],
  removed: readonly string[],
  app: BannerApp,
): BannerCall[] {
  const calls: BannerCall[] = removed.map((id, index) => ({
    kind: 'delete',
    key: id,
    number: drafts.length + index + 1,
    id,
  }));
  drafts.forEach((draft, position) => {
    const number = position + 1;
    if (!draft._id) calls.push({ kind: 'create', key: draft.key, number, position });
    else if (JSON.stringify(toInput(draft, app, position)) !== JSON.stringify(draft.saved))
      calls.push({ kind: 'update', key: draft.key, number, id: draft._id, position });
  });
  return calls;
}

/** Several errors join with line breaks, skipping empty ones (SPEC section 8). */
export const joinErrors = (messages: readonly string[]) => messages.filter((m) => m.trim()).join('\n');
