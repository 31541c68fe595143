import {
  type Banner,
  type BannerApp,
  type BannerInput,
  bannerInputSchema,
  DEFAULT_BANNER_COLOR,
} from '@signal-desk/domain/content';
import type { TranslationTexts } from '../../../shared/translations/translate';

/** A banner as edited on the page: local until saved (no `_id`), removed ones wait for the save. */
export interface BannerDraft {
  key: string;
  _id?: string;
  text: string;
  hyperlinkUrl: string;
  imageUrl: string | null;
  backgroundColor: string;
  translations: TranslationTexts;
  removed: boolean;
  /** The published version, to know whether it changed. */
  saved?: BannerInput;
}

let counter = 0;
const localKey = () => `local-${Date.now()}-${++counter}`;

export const newDraft = (): BannerDraft => ({
  key: localKey(),
  text: '',
  hyperlinkUrl: '',
  imageUrl: null,
  backgroundColor: DEFAULT_BANNER_COLOR,
  translations: {},
  removed: false,
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
    removed: false,
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
    translations: draft.translations,
  };
}

/** Moves the draft at `from` to `to` (drag and drop). */
export function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item === undefined) return next;
  next.splice(to, 0, item);
  return next;
}

export type BannerCall = { key: string; number: number } & (
  | { kind: 'create'; input: BannerInput }
  | { kind: 'update'; id: string; input: BannerInput }
  | { kind: 'delete'; id: string }
);

/**
 * What saving sends: deletions of removed published banners, then creations and updates of the others
 * in their on-screen order (order = position). A removed local banner sends nothing; an unchanged one
 * sends nothing. `number` is the banner's number on screen (1-based), for the error texts.
 */
export function saveCalls(drafts: readonly BannerDraft[], app: BannerApp): BannerCall[] {
  const calls: BannerCall[] = [];
  drafts.forEach((draft, index) => {
    if (draft.removed && draft._id)
      calls.push({ kind: 'delete', key: draft.key, number: index + 1, id: draft._id });
  });
  drafts
    .filter((d) => !d.removed)
    .forEach((draft, position) => {
      const number = drafts.indexOf(draft) + 1;
      const input = toInput(draft, app, position);
      if (!draft._id) calls.push({ kind: 'create', key: draft.key, number, input });
      else if (JSON.stringify(input) !== JSON.stringify(draft.saved))
        calls.push({ kind: 'update', key: draft.key, number, id: draft._id, input });
    });
  return calls;
}

/** Field errors of a draft, by field, as validation codes. */
export function draftErrors(draft: BannerDraft, app: BannerApp): Record<string, string> {
  const parsed = bannerInputSchema.safeParse(toInput(draft, app, 0));
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

/** Several errors join with line breaks, skipping empty ones (SPEC section 8). */
export const joinErrors = (messages: readonly string[]) => messages.filter((m) => m.trim()).join('\n');
