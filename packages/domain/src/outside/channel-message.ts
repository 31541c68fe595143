import { SIGNAL_PUSH_TYPES, type SignalPushType, signalPushSubject, signalPushText } from '../notifications';
import { priceAtPrecision } from '../prices';
import { isOpen, type SignalStatus } from '../signal';
import type { CommittedSignal, SignalChange } from './committed-signal';

/**
 * The messages a trade idea posts in a Telegram chat or a Discord channel (decision 32): one message
 * per idea, kept current by edits, and a short reply for each event of its life. They are built from
 * the committed change (never from a table row), in the channel's language; the event lines are the
 * automatic pushes' own texts, so a customer reads the same words in the app and in the channel.
 */
export const CHANNEL_EVENTS = [
  'new idea',
  'activated',
  'take profit hit',
  'stop moved',
  'won',
  'stop loss hit',
  'cancelled',
  'expired',
  'closed',
] as const;
export type ChannelEvent = (typeof CHANNEL_EVENTS)[number];

interface ChannelTexts {
  sides: { buy: string; sell: string };
  entry: string;
  stopLoss: string;
  trader: string;
  status: string;
  statuses: Record<SignalStatus, string>;
  /** The events the pushes do not tell. */
  events: Record<'stop moved' | 'cancelled' | 'expired', string>;
  test: string;
}

const CHANNEL_TEXTS: Record<string, ChannelTexts> = {
  en: {
    sides: { buy: 'BUY', sell: 'SELL' },
    entry: 'Entry',
    stopLoss: 'Stop loss',
    trader: 'Trader',
    status: 'Status',
    statuses: {
      pending: 'Pending',
      active: 'Active',
      won: 'Won',
      sl_hit: 'Stop loss hit',
      early_sl_hit: 'Closed early at a loss',
      cancelled: 'Cancelled',
      draw: 'Break-even',
      expired: 'Expired',
    },
    events: {
      'stop moved': 'Stop loss moved to {stopLoss}',
      cancelled: 'Trade idea cancelled',
      expired: 'Trade idea expired',
    },
    test: 'Test message from Signal Desk: this channel is connected.',
  },
  fr: {
    sides: { buy: 'ACHAT', sell: 'VENTE' },
    entry: 'Entrée',
    stopLoss: 'Stop loss',
    trader: 'Trader',
    status: 'Statut',
    statuses: {
      pending: 'En attente',
      active: 'Active',
      won: 'Gagnante',
      sl_hit: 'Stop loss atteint',
      early_sl_hit: 'Clôturée tôt en perte',
      cancelled: 'Annulée',
      draw: "À l'équilibre",
      expired: 'Expirée',
    },
    events: {
      'stop moved': 'Stop loss déplacé à {stopLoss}',
      cancelled: 'Idée de trade annulée',
      expired: 'Idée de trade expirée',
    },
    test: 'Message de test de Signal Desk : ce canal est connecté.',
  },
  es: {
    sides: { buy: 'COMPRA', sell: 'VENTA' },
    entry: 'Entrada',
    stopLoss: 'Stop loss',
    trader: 'Trader',
    status: 'Estado',
    statuses: {
      pending: 'Pendiente',
      active: 'Activa',
      won: 'Ganada',
      sl_hit: 'Stop loss alcanzado',
      early_sl_hit: 'Cerrada antes con pérdida',
      cancelled: 'Cancelada',
      draw: 'Sin ganancia ni pérdida',
      expired: 'Caducada',
    },
    events: {
      'stop moved': 'Stop loss movido a {stopLoss}',
      cancelled: 'Idea de trading cancelada',
      expired: 'Idea de trading caducada',
    },
    test: 'Mensaje de prueba de Signal Desk: este canal está conectado.',
  },
  de: {
    sides: { buy: 'KAUF', sell: 'VERKAUF' },
    entry: 'Einstieg',
    stopLoss: 'Stop-Loss',
    trader: 'Trader',
    status: 'Status',
    statuses: {
      pending: 'Ausstehend',
      active: 'Aktiv',
      won: 'Gewonnen',
      sl_hit: 'Stop-Loss erreicht',
      early_sl_hit: 'Früh mit Verlust geschlossen',
      cancelled: 'Storniert',
      draw: 'Break-even',
      expired: 'Abgelaufen',
    },
    events: {
      'stop moved': 'Stop-Loss verschoben auf {stopLoss}',
      cancelled: 'Trade-Idee storniert',
      expired: 'Trade-Idee abgelaufen',
    },
    test: 'Testnachricht von Signal Desk: dieser Kanal ist verbunden.',
  },
  sv: {
    sides: { buy: 'KÖP', sell: 'SÄLJ' },
    entry: 'Ingång',
    stopLoss: 'Stop loss',
    trader: 'Trader',
    status: 'Status',
    statuses: {
      pending: 'Väntande',
      active: 'Aktiv',
      won: 'Vunnen',
      sl_hit: 'Stop loss nådd',
      early_sl_hit: 'Stängd tidigt med förlust',
      cancelled: 'Avbruten',
      draw: 'Jämnt',
      expired: 'Utgången',
    },
    events: {
      'stop moved': 'Stop loss flyttad till {stopLoss}',
      cancelled: 'Tradeidén avbröts',
      expired: 'Tradeidén gick ut',
    },
    test: 'Testmeddelande från Signal Desk: kanalen är ansluten.',
  },
  it: {
    sides: { buy: 'ACQUISTO', sell: 'VENDITA' },
    entry: 'Entrata',
    stopLoss: 'Stop loss',
    trader: 'Trader',
    status: 'Stato',
    statuses: {
      pending: 'In attesa',
      active: 'Attiva',
      won: 'Vinta',
      sl_hit: 'Stop loss raggiunto',
      early_sl_hit: 'Chiusa in anticipo in perdita',
      cancelled: 'Annullata',
      draw: 'In pareggio',
      expired: 'Scaduta',
    },
    events: {
      'stop moved': 'Stop loss spostato a {stopLoss}',
      cancelled: 'Idea di trading annullata',
      expired: 'Idea di trading scaduta',
    },
    test: 'Messaggio di prova da Signal Desk: questo canale è collegato.',
  },
};

const textsOf = (language: string) => CHANNEL_TEXTS[language] ?? (CHANNEL_TEXTS.en as ChannelTexts);
const priceOf = (s: CommittedSignal, value: string) =>
  priceAtPrecision(value, { unit: s.unit, pipSize: s.pipSize });
const headOf = (s: CommittedSignal, texts: ChannelTexts) =>
  `${s.base}/${s.quote} ${s.side === 'sell' ? texts.sides.sell : texts.sides.buy}`;

/**
 * What a change tells the channel. `before` is the idea as the channel last showed it (null for its
 * first post): a stop loss that differs from it was moved, a close is told once.
 */
export function channelEventsOf(change: SignalChange, before: CommittedSignal | null): ChannelEvent[] {
  const { kinds, signal } = change;
  if (kinds.includes('create signal') || kinds.includes('external titan create signal')) return ['new idea'];
  const events: ChannelEvent[] = [];
  const wasOpen = before === null || isOpen(before.status);
  if (signal.status === 'active' && before?.status === 'pending') events.push('activated');
  if (kinds.includes('take profit hit')) events.push('take profit hit');
  if (before && before.stopLoss !== signal.stopLoss && isOpen(signal.status)) events.push('stop moved');
  if (wasOpen && !isOpen(signal.status)) events.push(closingEvent(signal.status));
  return events;
}

function closingEvent(status: SignalStatus): ChannelEvent {
  if (status === 'won') return 'won';
  if (status === 'sl_hit') return 'stop loss hit';
  if (status === 'cancelled') return 'cancelled';
  if (status === 'expired') return 'expired';
  return 'closed';
}

export interface ChannelMessageInput {
  signal: CommittedSignal;
  /** The trader's display name (nickname). */
  trader: string;
  /** The trade idea disclaimer of the settings. */
  disclaimer: string | null;
  language: string;
}

/** The idea's own message: its levels, take profits hit, trader and status, then comment and disclaimer. */
export function channelMessageText({ signal: s, trader, disclaimer, language }: ChannelMessageInput): string {
  const texts = textsOf(language);
  const lines = [
    `${headOf(s, texts)} · ${s.signalId}`,
    `${texts.entry}: ${priceOf(s, s.entry)}`,
    `${texts.stopLoss}: ${priceOf(s, s.stopLoss)}`,
    ...s.takeProfits.map((tp, i) => `TP${i + 1}: ${priceOf(s, tp.price)}${tp.hitAt ? ' ✅' : ''}`),
    `${texts.trader}: ${trader}`,
    `${texts.status}: ${texts.statuses[s.status]}`,
  ];
  const comment = language === 'en' ? s.comment : (s.translations[language]?.comment ?? s.comment);
  if (comment) lines.push('', comment);
  if (disclaimer) lines.push('', disclaimer);
  return lines.join('\n');
}

const isPushType = (event: ChannelEvent): event is SignalPushType =>
  (SIGNAL_PUSH_TYPES as readonly string[]).includes(event);

/** One line of a reply: the push's own words (with the result) or the channel's. */
function eventLine(event: ChannelEvent, s: CommittedSignal, language: string): string {
  if (isPushType(event)) {
    // The comment belongs to the idea's message, not to each reply.
    const subject = signalPushSubject(event, { ...s, comment: null, translations: {} });
    return signalPushText(event, subject, language).body;
  }
  return textsOf(language).events[event].replace('{stopLoss}', priceOf(s, s.stopLoss));
}

/** The reply to the idea's message telling what happened, one line per event. */
export function channelReplyText(
  events: readonly ChannelEvent[],
  s: CommittedSignal,
  language: string,
): string {
  const head = headOf(s, textsOf(language));
  return events.map((event) => `${head}: ${eventLine(event, s, language)}`).join('\n');
}

/** What "send test message" posts, in the channel's language. */
export const channelTestText = (language: string) => textsOf(language).test;
