import { z } from 'zod';
import { textSchema } from '../fields';
import type { OrderReport } from '../partner';

const shortText = (max: number) => textSchema.trim().max(max);

/**
 * POST /api/partner/order-reports: what the partner reports about an order it placed from a signal
 * copy (signed like the copies: HMAC-SHA256 of "<timestamp>.<body>"). `schemaVersion` is the
 * contract's version; reports sent before it existed carry none and are version 1 (decision 25).
 */
export const ORDER_REPORT_SCHEMA_VERSION = 1 as const;

export const orderReportInputSchema = z
  .strictObject({
    schemaVersion: z.literal(ORDER_REPORT_SCHEMA_VERSION).default(ORDER_REPORT_SCHEMA_VERSION),
    reportId: shortText(100).min(1),
    tradeId: shortText(100).optional(),
    signalId: shortText(100).optional(),
    baseSymbol: shortText(30).optional(),
    quoteSymbol: shortText(30).optional(),
    side: z.enum(['buy', 'sell']).optional(),
    timeInForce: shortText(30).optional(),
    amount: z
      .string()
      .regex(/^\d{1,12}(\.\d{1,8})?$/)
      .optional(),
    client: shortText(100).optional(),
    error: z
      .strictObject({
        code: shortText(100).optional(),
        message: shortText(1500).optional(),
        status: z.number().int().min(0).max(999).optional(),
      })
      .optional(),
    timestamp: z.iso.datetime({ offset: true }).optional(),
  })
  .meta({ title: 'PartnerOrderReportV1' });
export type OrderReportInput = z.infer<typeof orderReportInputSchema>;

/** What is stored of a report: the fields the order log lists and filters by. */
export type OrderReportFields = Pick<
  OrderReport,
  | 'reportId'
  | 'trade_id'
  | 'signal_id'
  | 'base_symbol'
  | 'quote_symbol'
  | 'side'
  | 'time_in_force'
  | 'amount'
  | 'client'
  | 'error_code'
  | 'error_message'
  | 'error_status'
> & { reportedAt: string | null };

export function orderReportFieldsOf(report: OrderReportInput): OrderReportFields {
  return {
    reportId: report.reportId,
    trade_id: report.tradeId ?? null,
    signal_id: report.signalId ?? null,
    base_symbol: report.baseSymbol ?? null,
    quote_symbol: report.quoteSymbol ?? null,
    side: report.side ?? null,
    time_in_force: report.timeInForce ?? null,
    amount: report.amount ?? null,
    client: report.client ?? null,
    error_code: report.error?.code ?? null,
    error_message: report.error?.message ?? null,
    error_status: report.error?.status ?? null,
    reportedAt: report.timestamp ?? null,
  };
}
