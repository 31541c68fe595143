import type { App, SignalType } from '@signal-desk/domain/apps';
import type { ExchangeType } from '@signal-desk/domain/markets';
import type { OrderType, Signal, SignalStatus } from '@signal-desk/domain/signal';
import { currentPips, type LifecycleSignal } from '@signal-desk/domain/signal-lifecycle';
import type { signals } from '../../db/schema';

export type SignalRow = typeof signals.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const date = (s: string | null) => (s ? new Date(s) : null);

/** The lifecycle's view of a stored signal. */
export function toLifecycle(row: SignalRow): LifecycleSignal {
  return {
    status: row.status as SignalStatus,
    side: row.side as 'buy' | 'sell',
    orderType: row.orderType as OrderType,
    entry: row.entry,
    stopLoss: row.stopLoss,
    takeProfits: row.takeProfits,
    activationMargin: row.activationMargin,
    multiplier: row.multiplier,
    expiresAt: iso(row.expiresAt),
    activatedAt: iso(row.activatedAt),
    closedAt: iso(row.closedAt),
    closePrice: row.closePrice,
    resultPips: row.resultPips,
    lastPrice: row.lastPrice,
    lastPriceAt: iso(row.lastPriceAt),
  };
}

/** The columns a lifecycle result writes back. */
export function lifecycleColumns(s: LifecycleSignal) {
  return {
    status: s.status,
    takeProfits: s.takeProfits,
    expiresAt: date(s.expiresAt),
    activatedAt: date(s.activatedAt),
    closedAt: date(s.closedAt),
    closePrice: s.closePrice,
    resultPips: s.resultPips,
    lastPrice: s.lastPrice,
    lastPriceAt: date(s.lastPriceAt),
  };
}

export function toSignal(row: SignalRow, traderNickname: string): Signal {
  return {
    _id: row.id,
    signalId: row.signalId,
    tradeId: row.tradeId,
    version: row.version,
    app: row.app as App,
    signalType: row.signalType as SignalType,
    status: row.status as SignalStatus,
    trader: { _id: row.traderId, nickname: traderNickname },
    owner: row.ownerId,
    pair: row.pairId,
    currencyPair: `${row.base}/${row.quote}`,
    base: row.base,
    quote: row.quote,
    quoteProvider: row.quoteProvider,
    exchange: row.exchange,
    exchangeType: row.exchangeType as ExchangeType | null,
    orderType: row.orderType as OrderType,
    side: row.side as 'buy' | 'sell',
    entry: row.entry,
    fixedEntry: row.fixedEntry,
    stopLoss: row.stopLoss,
    takeProfits: row.takeProfits,
    activationMargin: row.activationMargin,
    expiresAt: iso(row.expiresAt),
    unit: row.unit as 'pips' | 'points',
    pipSize: row.pipSize,
    multiplier: row.multiplier,
    pips: currentPips(toLifecycle(row)),
    resultPips: row.resultPips,
    closePrice: row.closePrice,
    lastPrice: row.lastPrice,
    lastPriceAt: iso(row.lastPriceAt),
    isUpdatePriceManually: row.isUpdatePriceManually,
    activatedAt: iso(row.activatedAt),
    closedAt: iso(row.closedAt),
    leverage: row.leverage,
    volume: row.volume,
    risk: row.risk,
    riskPercentage: row.riskPercentage,
    riskLevel: row.riskLevel as Signal['riskLevel'],
    riskDescription: row.riskDescription,
    accountBalance: row.accountBalance,
    sentiment: row.sentiment,
    timeframe: row.timeframe as Signal['timeframe'],
    strategy: row.strategy,
    tradeType: row.tradeType as Signal['tradeType'],
    assetType: row.assetType as Signal['assetType'],
    analysis: row.analysis,
    comment: row.comment,
    statusUpdate: row.statusUpdate,
    disclaimer: row.disclaimer,
    automatedMessages: row.automatedMessages,
    translations: row.translations,
    images: row.images,
    mutePush: row.mutePush,
    archived: row.archived,
    softDelete: row.softDelete,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
