import { z } from 'zod';
import { appSchema, type SignalType } from './apps';
import { quickPeriodSchema } from './date-range';
import { idSchema, textSchema } from './fields';
import { pagingQueryShape } from './http';
import { localeSchema } from './locales';
import type { PriceUnit } from './markets';
import type { ValidationCode } from './messages';
import { priceAtPrecision } from './prices';
import type { TakeProfit } from './signal';
import { lastTakeProfitHit } from './signal-lifecycle';
import { formatSignalResult, type SignalResult, signalResult } from './signal-result';

const m = (code: ValidationCode) => ({ message: code });

/** What caused a notification: staff (manual, luxe, one customer) or a signal event (automatic). */
export const NOTIFICATION_TYPES = [
  'manual',
  'trader-followers',
  'customer',
  'luxe',
  'new idea',
  'activated',
  'take profit hit',
  'stop loss hit',
  'won',
  'closed',
] as const;
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

/** The signal events that push automatically (unless the signal has mute push). */
export const SIGNAL_PUSH_TYPES = [
  'new idea',
  'activated',
  'take profit hit',
  'stop loss hit',
  'won',
  'closed',
] as const satisfies readonly NotificationType[];
export type SignalPushType = (typeof SIGNAL_PUSH_TYPES)[number];

/** The app of the luxe (igoluxe) notifications: a separate kind with its own audience. */
export const LUXE_APP = 'igoluxe';
export const notificationAppSchema = z.union([appSchema, z.literal(LUXE_APP)]);
export type NotificationApp = z.infer<typeof notificationAppSchema>;

export const PLATFORMS = ['ios', 'android'] as const;
export const platformSchema = z.enum(PLATFORMS);
export type Platform = z.infer<typeof platformSchema>;

export const PUSH_TITLE_MAX = 100;
export const PUSH_BODY_MAX = 150;

export const pushTitleSchema = textSchema.trim().min(1, m('required')).max(PUSH_TITLE_MAX, m('tooLong100'));
export const pushBodySchema = textSchema.trim().min(1, m('required')).max(PUSH_BODY_MAX, m('tooLong150'));
export const pushUrlSchema = textSchema
  .trim()
  .max(1500, m('tooLong1500'))
  .regex(/^https?:\/\/[^\s]+$/, m('url'));

/** Who receives a push. */
export const audienceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('app'), language: localeSchema.optional() }),
  z.strictObject({ kind: z.literal('trader-followers'), traderId: idSchema }),
  z.strictObject({ kind: z.literal('customer'), customerId: idSchema }),
]);
export type Audience = z.infer<typeof audienceSchema>;

/** POST /api/notifications: to one app, optionally one language or the followers of one trader. */
export const sendNotificationInputSchema = z.strictObject({
  app: appSchema,
  language: localeSchema.optional(),
  traderId: idSchema.optional(),
  title: pushTitleSchema,
  body: pushBodySchema,
  url: pushUrlSchema.optional(),
});
export type SendNotificationInput = z.infer<typeof sendNotificationInputSchema>;

/** POST /api/notifications/luxe: to every igoluxe device, optionally one language. */
export const sendLuxeNotificationInputSchema = z.strictObject({
  language: localeSchema.optional(),
  title: pushTitleSchema,
  body: pushBodySchema,
  url: pushUrlSchema.optional(),
});
export type SendLuxeNotificationInput = z.infer<typeof sendLuxeNotificationInputSchema>;

/** Where deliveries go: FCM or the local simulation (named so in the UI). */
export const SENDERS = ['fcm', 'simulated'] as const;
export const senderSchema = z.enum(SENDERS);

export const NOTIFICATION_STATUSES = ['queued', 'sending', 'done', 'failed'] as const;

export const notificationSchema = z.object({
  _id: z.string(),
  type: notificationTypeSchema,
  /** A readable label: the signal id of automatic ones, the audience of manual ones. */
  label: z.string(),
  app: notificationAppSchema,
  language: localeSchema.nullable(),
  trader: z.string().nullable(),
  signalId: z.string().nullable(),
  title: z.string(),
  body: z.string(),
  url: z.string().nullable(),
  username: z.string().nullable(),
  sender: senderSchema,
  status: z.enum(NOTIFICATION_STATUSES),
  sent: z.number().int(),
  success: z.number().int(),
  failure: z.number().int(),
  createdAt: z.string(),
  sent_at: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.strictObject({
  ...pagingQueryShape,
  app: notificationAppSchema.optional(),
  type: notificationTypeSchema.optional(),
  date: quickPeriodSchema.optional(),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const languageStatsSchema = z.object({
  language: z.string(),
  sent: z.number().int(),
  success: z.number().int(),
  failure: z.number().int(),
});

export const notificationStatsSchema = notificationSchema.extend({
  byLanguage: z.array(languageStatsSchema),
});
export type NotificationStats = z.infer<typeof notificationStatsSchema>;

interface PushTexts {
  types: Record<SignalPushType, string>;
  /** What follows a text that tells a result. */
  result: string;
  /** A signed value with its unit. */
  units: Record<PriceUnit | 'percent', string>;
}

/** What an automatic push says, per language (the signal's own translated comment follows it). */
const SIGNAL_PUSH_TEXTS: Record<string, PushTexts> = {
  en: {
    types: {
      'new idea': 'New trade idea: entry {entry}, stop loss {stopLoss}',
      activated: 'Trade idea activated at {entry}',
      'take profit hit': 'Take profit {n} hit',
      'stop loss hit': 'Stop loss hit',
      won: 'Trade idea won',
      closed: 'Trade idea closed',
    },
    result: ': {result}',
    units: { pips: '{value} pips', points: '{value} points', percent: '{value}%' },
  },
  fr: {
    types: {
      'new idea': 'Nouvelle idée de trade : entrée {entry}, stop loss {stopLoss}',
      activated: 'Idée de trade activée à {entry}',
      'take profit hit': 'Take profit {n} atteint',
      'stop loss hit': 'Stop loss atteint',
      won: 'Idée de trade gagnante',
      closed: 'Idée de trade clôturée',
    },
    result: ' : {result}',
    units: { pips: '{value} pips', points: '{value} points', percent: '{value}\u00a0%' },
  },
  es: {
    types: {
      'new idea': 'Nueva idea de trading: entrada {entry}, stop loss {stopLoss}',
      activated: 'Idea de trading activada en {entry}',
      'take profit hit': 'Take profit {n} alcanzado',
      'stop loss hit': 'Stop loss alcanzado',
      won: 'Idea de trading ganada',
      closed: 'Idea de trading cerrada',
    },
    result: ': {result}',
    units: { pips: '{value} pips', points: '{value} puntos', percent: '{value}\u00a0%' },
  },
  de: {
    types: {
      'new idea': 'Neue Trade-Idee: Einstieg {entry}, Stop-Loss {stopLoss}',
      activated: 'Trade-Idee bei {entry} aktiviert',
      'take profit hit': 'Take-Profit {n} erreicht',
      'stop loss hit': 'Stop-Loss erreicht',
      won: 'Trade-Idee gewonnen',
      closed: 'Trade-Idee geschlossen',
    },
    result: ': {result}',
    units: { pips: '{value} Pips', points: '{value} Punkte', percent: '{value}\u00a0%' },
  },
  sv: {
    types: {
      'new idea': 'Ny tradeidé: ingång {entry}, stop loss {stopLoss}',
      activated: 'Tradeidén aktiverades på {entry}',
      'take profit hit': 'Take profit {n} nådd',
      'stop loss hit': 'Stop loss nådd',
      won: 'Tradeidén vann',
      closed: 'Tradeidén stängd',
    },
    result: ': {result}',
    units: { pips: '{value} pips', points: '{value} punkter', percent: '{value}\u00a0%' },
  },
  it: {
    types: {
      'new idea': 'Nuova idea di trading: entrata {entry}, stop loss {stopLoss}',
      activated: 'Idea di trading attivata a {entry}',
      'take profit hit': 'Take profit {n} raggiunto',
      'stop loss hit': 'Stop loss raggiunto',
      won: 'Idea di trading vinta',
      closed: 'Idea di trading chiusa',
    },
    result: ': {result}',
    units: { pips: '{value} pip', points: '{value} punti', percent: '{value}%' },
  },
};

export interface SignalPushSubject {
  base: string;
  quote: string;
  side: string;
  entry: string;
  stopLoss: string;
  /** Take profits hit so far. */
  takeProfitsHit: number;
  /** The result the push tells: of the take profit hit, or of the close; null for none. */
  result: SignalResult | null;
  translations: Record<string, { comment?: string; analysis?: string } | undefined>;
  comment: string | null;
}

/** A signal as a push change carries it; the result fields are missing from jobs queued before they were. */
export interface SignalPushSource {
  base: string;
  quote: string;
  side: string;
  entry: string;
  stopLoss: string;
  takeProfits: readonly TakeProfit[];
  translations: Record<string, { comment?: string; analysis?: string } | undefined>;
  comment: string | null;
  signalType?: SignalType;
  multiplier?: string;
  pipSize?: string;
  unit?: PriceUnit;
  resultPips?: string | null;
}

/** What a push of `type` tells of this signal: a take profit hit its pips, a close its result. */
export function signalPushSubject(type: SignalPushType, signal: SignalPushSource): SignalPushSubject {
  const { signalType, multiplier, pipSize, unit } = signal;
  let result: SignalResult | null = null;
  if (signalType && multiplier && pipSize && unit) {
    const subject = { signalType, entry: signal.entry, multiplier, pipSize, unit };
    const side = signal.side === 'sell' ? 'sell' : 'buy';
    if (type === 'take profit hit') {
      const hit = lastTakeProfitHit({
        side,
        entry: signal.entry,
        multiplier,
        takeProfits: [...signal.takeProfits],
      });
      result = signalResult(subject, hit?.pips ?? null);
    } else if (type === 'stop loss hit' || type === 'won' || type === 'closed') {
      result = signalResult(subject, signal.resultPips ?? null);
    }
  }
  // Prices at the pair's precision (jobs queued before the pair's fields were carried keep them as is).
  const price = (value: string) => (pipSize && unit ? priceAtPrecision(value, { unit, pipSize }) : value);
  return {
    base: signal.base,
    quote: signal.quote,
    side: signal.side,
    entry: price(signal.entry),
    stopLoss: price(signal.stopLoss),
    takeProfitsHit: signal.takeProfits.filter((tp) => tp.hitAt).length,
    result,
    translations: signal.translations,
    comment: signal.comment,
  };
}

/** Title and body of an automatic push in one language, within the push limits. */
export function signalPushText(
  type: SignalPushType,
  signal: SignalPushSubject,
  language: string,
): { title: string; body: string } {
  const texts = SIGNAL_PUSH_TEXTS[language] ?? (SIGNAL_PUSH_TEXTS.en as PushTexts);
  const told = signal.result
    ? texts.result.replace(
        '{result}',
        formatSignalResult(signal.result, {
          number: (value) => value,
          withUnit: (part, value) => texts.units[part].replace('{value}', value),
        }),
      )
    : '';
  const line =
    texts.types[type]
      .replace('{entry}', signal.entry)
      .replace('{stopLoss}', signal.stopLoss)
      .replace('{n}', String(Math.max(1, signal.takeProfitsHit))) + told;
  const comment =
    language === 'en' ? signal.comment : (signal.translations[language]?.comment ?? signal.comment);
  const body = comment ? `${line}. ${comment}` : line;
  return {
    title: `${signal.base}/${signal.quote} ${signal.side.toUpperCase()}`.slice(0, PUSH_TITLE_MAX),
    body: body.length > PUSH_BODY_MAX ? `${body.slice(0, PUSH_BODY_MAX - 1)}…` : body,
  };
}

/** The automatic pushes of one committed signal change, from its activity kinds and new status. */
export function signalPushTypes(kinds: readonly string[], status: string): SignalPushType[] {
  const types: SignalPushType[] = [];
  if (kinds.includes('create signal') || kinds.includes('external titan create signal')) {
    types.push('new idea');
    return types;
  }
  const statusChanged =
    kinds.includes('status changed automatically') || kinds.includes('status changed manually');
  if (statusChanged && status === 'active') types.push('activated');
  if (kinds.includes('take profit hit')) types.push('take profit hit');
  if (kinds.includes('stop loss hit')) types.push('stop loss hit');
  // One push per change: a stop loss or take profit that closes the trade says so itself.
  const closing = ['won', 'sl_hit', 'early_sl_hit', 'cancelled', 'draw'].includes(status);
  if (statusChanged && closing && types.length === 0) types.push(status === 'won' ? 'won' : 'closed');
  return types;
}

/** The customer apps staff send pushes to (the "Send notifications" menu, plus igoluxe). */
export const NOTIFICATION_MENU_APPS = ['shift', 'nfx', 'mira', 'relic', 'titan'] as const satisfies readonly (
  | 'shift'
  | 'nfx'
  | 'mira'
  | 'relic'
  | 'titan'
)[];
