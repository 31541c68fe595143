import { z } from 'zod';
import { activityKindSchema } from '../activity';
import { currencyTypeSchema } from '../markets';
import { signalSchema } from '../signal';

/**
 * A signal as one change committed it: the source every outbound message about a signal change is
 * built from. It is the domain's signal (field names and types of `signalSchema`), not a table row,
 * so a migration changes it only through the server's typed mapping of columns to these fields.
 */
export const committedSignalSchema = signalSchema
  .pick({
    _id: true,
    signalId: true,
    tradeId: true,
    version: true,
    app: true,
    signalType: true,
    status: true,
    base: true,
    quote: true,
    symbolID: true,
    quoteProvider: true,
    exchange: true,
    exchangeType: true,
    orderType: true,
    side: true,
    entry: true,
    fixedEntry: true,
    stopLoss: true,
    takeProfits: true,
    activationMargin: true,
    expiresAt: true,
    pipSize: true,
    multiplier: true,
    unit: true,
    resultPips: true,
    closePrice: true,
    lastPrice: true,
    lastPriceAt: true,
    isUpdatePriceManually: true,
    activatedAt: true,
    closedAt: true,
    leverage: true,
    volume: true,
    risk: true,
    riskPercentage: true,
    riskLevel: true,
    riskDescription: true,
    accountBalance: true,
    sentiment: true,
    timeframe: true,
    strategy: true,
    tradeType: true,
    assetType: true,
    analysis: true,
    comment: true,
    statusUpdate: true,
    disclaimer: true,
    automatedMessages: true,
    translations: true,
    images: true,
    createdAt: true,
    updatedAt: true,
  })
  .extend({ traderId: z.uuid(), pairType: currencyTypeSchema });
export type CommittedSignal = z.infer<typeof committedSignalSchema>;

/** One committed change of a signal: the signal as written and the activity kinds of the change. */
export const signalChangeSchema = z.object({
  kinds: z.array(activityKindSchema),
  signal: committedSignalSchema,
});
export type SignalChange = z.infer<typeof signalChangeSchema>;
