import type { App, SignalType } from '@signal-desk/domain/apps';
import { LOCALES, type Locale } from '@signal-desk/domain/locales';
import type { ExchangeType } from '@signal-desk/domain/markets';
import {
  type ASSET_TYPES,
  assetTypeSchema,
  type CHART_PERIODS,
  chartPeriodSchema,
  type createSignalInputSchema,
  type OrderType,
  orderTypeSchema,
  type RISK_LEVELS,
  riskLevelSchema,
  type Signal,
  type TRADE_TYPES,
  tradeTypeSchema,
  type updateSignalInputSchema,
} from '@signal-desk/domain/signal';
import { leverageFor } from '@signal-desk/domain/signal-markets';
import type { z } from 'zod';
import {
  decimalInput,
  decimalInputOrNull,
  formDecimal,
  numberInputOrNull,
  readDecimal,
} from '../../../../shared/numbers/number-input';

/** Languages a trade idea can carry translations in (English is the idea's own text). */
export const TRANSLATION_LOCALES = LOCALES.filter(
  (locale): locale is Exclude<Locale, 'en'> => locale !== 'en',
);
export type TranslationLocale = (typeof TRANSLATION_LOCALES)[number];

/** What the trade idea form's inputs hold: text as typed, '' for "none". */
export interface SignalFormValues {
  app: App;
  signalType: SignalType;
  /** The trader the idea is published under; '' for the signed-in admin. */
  trader: string;
  /** Crypto only: spot or futures, and the exchange, narrowing the pairs. */
  exchangeType: ExchangeType | '';
  exchange: string;
  pair: string;
  leverage: string;
  orderType: OrderType;
  side: 'buy' | 'sell';
  fixedEntry: boolean;
  entry: string;
  stopLoss: string;
  takeProfits: string[];
  /** The automated message sent when each take profit is hit, by position. */
  automatedMessages: string[];
  activationMargin: string;
  /** A `datetime-local` value, in the admin's time zone. */
  expiresAt: string;
  volume: string;
  accountBalance: string;
  risk: string;
  riskPercentage: string;
  riskLevel: (typeof RISK_LEVELS)[number] | '';
  riskDescription: string;
  sentiment: string;
  timeframe: (typeof CHART_PERIODS)[number] | '';
  strategy: string;
  tradeType: (typeof TRADE_TYPES)[number] | '';
  assetType: (typeof ASSET_TYPES)[number] | '';
  analysis: string;
  comment: string;
  statusUpdate: string;
  translations: Record<TranslationLocale, { analysis: string; comment: string }>;
  disclaimer: string;
  mutePush: boolean;
  /** Analysis images: URLs of files uploaded through POST /common/upload. */
  images: string[];
}

export type CreateSignalBody = z.input<typeof createSignalInputSchema>;
export type UpdateSignalBody = Omit<z.input<typeof updateSignalInputSchema>, 'version'>;

const emptyTranslations = () =>
  Object.fromEntries(TRANSLATION_LOCALES.map((locale) => [locale, { analysis: '', comment: '' }])) as Record<
    TranslationLocale,
    { analysis: string; comment: string }
  >;

export function signalFormDefaults(start: {
  app: App;
  signalType: SignalType;
  disclaimer: string | null;
}): SignalFormValues {
  return {
    app: start.app,
    signalType: start.signalType,
    trader: '',
    exchangeType: '',
    exchange: '',
    pair: '',
    leverage: '',
    orderType: 'limit',
    side: 'buy',
    fixedEntry: false,
    entry: '',
    stopLoss: '',
    takeProfits: [''],
    automatedMessages: [''],
    activationMargin: '',
    expiresAt: '',
    volume: '',
    accountBalance: '',
    risk: '',
    riskPercentage: '',
    riskLevel: '',
    riskDescription: '',
    sentiment: '',
    timeframe: '',
    strategy: '',
    tradeType: '',
    assetType: '',
    analysis: '',
    comment: '',
    statusUpdate: '',
    translations: emptyTranslations(),
    disclaimer: start.disclaimer ?? '',
    mutePush: false,
    images: [],
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as a `datetime-local` value in the browser's time zone. */
export function localDateTimeOf(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value as an ISO time; '' for none, the text itself when it is no date. */
export function isoOf(local: string): string | null {
  if (local.trim() === '') return null;
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? local : d.toISOString();
}

const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim());

// One parser for every number input: the shared one (re-exported for the signal screens' modules).
export { formDecimal, readDecimal };

const decimal = decimalInput;
const decimalOrNull = decimalInputOrNull;
const numberOrNull = numberInputOrNull;

/** The form of an idea being edited. */
export function signalFormValuesOf(signal: Signal): SignalFormValues {
  const translations = emptyTranslations();
  for (const locale of TRANSLATION_LOCALES) {
    const translated = signal.translations[locale];
    translations[locale] = { analysis: translated?.analysis ?? '', comment: translated?.comment ?? '' };
  }
  const text = (value: string | number | null) => (value === null ? '' : String(value));
  return {
    app: signal.app,
    signalType: signal.signalType,
    trader: signal.trader._id,
    exchangeType: signal.exchangeType ?? '',
    exchange: signal.exchange ?? '',
    pair: signal.pair ?? '',
    leverage: text(signal.leverage),
    orderType: signal.orderType,
    side: signal.side,
    fixedEntry: signal.fixedEntry,
    entry: formDecimal(signal.entry),
    stopLoss: formDecimal(signal.stopLoss),
    takeProfits: signal.takeProfits.map((tp) => formDecimal(tp.price)),
    automatedMessages: signal.takeProfits.map((_tp, i) => signal.automatedMessages[i] ?? ''),
    activationMargin: formDecimal(signal.activationMargin),
    expiresAt: localDateTimeOf(signal.expiresAt),
    volume: formDecimal(signal.volume),
    accountBalance: formDecimal(signal.accountBalance),
    risk: formDecimal(signal.risk),
    riskPercentage: formDecimal(signal.riskPercentage),
    riskLevel: signal.riskLevel ?? '',
    riskDescription: signal.riskDescription ?? '',
    sentiment: text(signal.sentiment),
    timeframe: signal.timeframe ?? '',
    strategy: signal.strategy ?? '',
    tradeType: signal.tradeType ?? '',
    assetType: signal.assetType ?? '',
    analysis: signal.analysis ?? '',
    comment: signal.comment ?? '',
    statusUpdate: signal.statusUpdate ?? '',
    translations,
    disclaimer: signal.disclaimer ?? '',
    mutePush: signal.mutePush,
    images: signal.images,
  };
}

/** Limit and stop orders wait for their entry; only they take an activation margin and an expiry. */
export const isPendingOrder = (orderType: OrderType) => orderType !== 'market';
/** A market order takes the live price as its entry unless the entry is fixed by hand. */
export const takesLivePrice = (values: Pick<SignalFormValues, 'orderType' | 'fixedEntry'>) =>
  values.orderType === 'market' && !values.fixedEntry;

function translationsOf(values: SignalFormValues) {
  const out: Partial<Record<Locale, { analysis?: string; comment?: string }>> = {};
  for (const locale of TRANSLATION_LOCALES) {
    const { analysis, comment } = values.translations[locale];
    const entry = {
      ...(analysis.trim() ? { analysis: analysis.trim() } : {}),
      ...(comment.trim() ? { comment: comment.trim() } : {}),
    };
    if (Object.keys(entry).length > 0) out[locale] = entry;
  }
  return out;
}

/** The descriptive and sizing fields, the same on creation and on edit. */
function detailsOf(values: SignalFormValues) {
  const pending = isPendingOrder(values.orderType);
  const messages = values.automatedMessages.slice(0, values.takeProfits.length).map((m) => m.trim());
  const exchangeType = values.signalType === 'crypto' && values.exchangeType ? values.exchangeType : null;
  return {
    exchangeType,
    leverage: leverageFor(exchangeType, numberOrNull(values.leverage)),
    activationMargin: pending ? decimalOrNull(values.activationMargin) : null,
    expiresAt: pending ? isoOf(values.expiresAt) : null,
    volume: decimalOrNull(values.volume),
    risk: decimalOrNull(values.risk),
    riskPercentage: numberOrNull(values.riskPercentage),
    riskLevel: values.riskLevel || null,
    riskDescription: textOrNull(values.riskDescription),
    accountBalance: numberOrNull(values.accountBalance),
    sentiment: numberOrNull(values.sentiment),
    timeframe: values.timeframe || null,
    strategy: textOrNull(values.strategy),
    tradeType: values.tradeType || null,
    assetType: values.signalType === 'crypto' ? values.assetType || null : null,
    analysis: textOrNull(values.analysis),
    comment: textOrNull(values.comment),
    disclaimer: textOrNull(values.disclaimer),
    automatedMessages: messages.some(Boolean) ? messages : [],
    translations: translationsOf(values),
    mutePush: values.mutePush,
    images: values.images,
  };
}

/** The body of POST /signals for the inputs; field names kept so errors land on the fields. */
export function createBodyOf(values: SignalFormValues): CreateSignalBody {
  return {
    app: values.app,
    signalType: values.signalType,
    pair: values.pair,
    orderType: values.orderType,
    side: values.side,
    entry: takesLivePrice(values) ? undefined : decimal(values.entry) || undefined,
    fixedEntry: values.orderType === 'market' && values.fixedEntry,
    stopLoss: decimal(values.stopLoss),
    takeProfits: values.takeProfits.map(decimal),
    trader: values.trader || undefined,
    ...detailsOf(values),
  };
}

/** The editable fields of PATCH /signals/{id} for the inputs (the changed ones are sent). */
export function updateBodyOf(values: SignalFormValues): UpdateSignalBody {
  return {
    entry: decimal(values.entry),
    stopLoss: decimal(values.stopLoss),
    takeProfits: values.takeProfits.map(decimal),
    statusUpdate: textOrNull(values.statusUpdate),
    ...detailsOf(values),
  };
}

/** The fields whose value differs between two checked bodies (both parsed by the same schema). */
export function changedFields<T extends Record<string, unknown>>(before: T, after: T): Partial<T> {
  const changed: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (key === 'version') continue;
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null)) changed[key] = after[key];
  }
  return changed;
}

/** The steps of the form, in order ("Step x/y"). */
export const SIGNAL_STEPS = ['app', 'market', 'order', 'details', 'preview'] as const;
export type SignalStep = (typeof SIGNAL_STEPS)[number];

/** The inputs each step holds, so a step is checked alone and a server error opens its step. */
export const STEP_FIELDS: Record<SignalStep, readonly (keyof SignalFormValues)[]> = {
  app: ['app', 'signalType', 'trader'],
  market: ['exchangeType', 'exchange', 'pair', 'leverage'],
  order: [
    'orderType',
    'side',
    'fixedEntry',
    'entry',
    'stopLoss',
    'takeProfits',
    'automatedMessages',
    'activationMargin',
    'expiresAt',
    'volume',
    'accountBalance',
  ],
  details: [
    'risk',
    'riskPercentage',
    'riskLevel',
    'riskDescription',
    'sentiment',
    'timeframe',
    'strategy',
    'tradeType',
    'assetType',
    'analysis',
    'comment',
    'statusUpdate',
    'translations',
    'disclaimer',
    'images',
  ],
  preview: ['mutePush'],
};

/**
 * Steps holding texts or levels the server checks (take-profit rules, a market price, blacklisted
 * words): leaving one of them on a new idea asks `POST /signals/validate`, so a refusal shows on its
 * field at once, not after the send countdown.
 */
export const SERVER_CHECKED_STEPS: readonly SignalStep[] = ['order', 'details'];

/** The step holding a field (`takeProfits.1` is on the order step); the preview for anything else. */
export function stepOfField(path: string): SignalStep {
  const field = path.split('.')[0];
  return (
    SIGNAL_STEPS.find((step) => (STEP_FIELDS[step] as readonly string[]).includes(field ?? '')) ?? 'preview'
  );
}

/** The admin's saved defaults (SPEC: signal settings per app and quote provider) that fill the form. */
export const CONSTANT_FIELDS = [
  'orderType',
  'activationMargin',
  'leverage',
  'accountBalance',
  'riskPercentage',
  'riskLevel',
  'sentiment',
  'timeframe',
  'strategy',
  'tradeType',
  'assetType',
  'disclaimer',
  'mutePush',
] as const satisfies readonly (keyof SignalFormValues)[];
export type ConstantField = (typeof CONSTANT_FIELDS)[number];
export type SignalConstants = Partial<Record<ConstantField, string | boolean>>;

/** The defaults worth saving: the fields that hold something. */
export function constantsOf(values: Pick<SignalFormValues, ConstantField>): SignalConstants {
  const out: SignalConstants = {};
  for (const field of CONSTANT_FIELDS) {
    const value = values[field];
    if (typeof value === 'boolean' || value.trim() !== '')
      out[field] = typeof value === 'string' ? value.trim() : value;
  }
  return out;
}

const CONSTANT_ENUMS: Partial<Record<ConstantField, z.ZodType>> = {
  orderType: orderTypeSchema,
  riskLevel: riskLevelSchema,
  timeframe: chartPeriodSchema,
  tradeType: tradeTypeSchema,
  assetType: assetTypeSchema,
};

/** Saved defaults as form values, ignoring what does not fit a field (a setting saved elsewhere). */
export function constantValuesOf(
  settings: Record<string, string | number | boolean | null>,
): Partial<Pick<SignalFormValues, ConstantField>> {
  const out: Partial<Record<ConstantField, string | boolean>> = {};
  for (const field of CONSTANT_FIELDS) {
    const value = settings[field];
    if (field === 'mutePush') {
      if (typeof value === 'boolean') out.mutePush = value;
      continue;
    }
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    const enumSchema = CONSTANT_ENUMS[field];
    if (enumSchema && !enumSchema.safeParse(value).success) continue;
    out[field] = String(value);
  }
  return out as Partial<Pick<SignalFormValues, ConstantField>>;
}
