import { z } from 'zod';
import { quickPeriodSchema } from './date-range';
import { textSchema } from './fields';
import { pagingQueryShape } from './http';

const shortText = (max: number) => textSchema.trim().max(max);

export const ORDER_REPORT_STATUSES = ['ok', 'failed'] as const;

export const orderReportSchema = z.object({
  _id: z.string(),
  reportId: z.string(),
  trade_id: z.string().nullable(),
  signal_id: z.string().nullable(),
  base_symbol: z.string().nullable(),
  quote_symbol: z.string().nullable(),
  side: z.string().nullable(),
  time_in_force: z.string().nullable(),
  amount: z.string().nullable(),
  client: z.string().nullable(),
  error_code: z.string().nullable(),
  error_message: z.string().nullable(),
  error_status: z.number().int().nullable(),
  ip_address: z.string().nullable(),
  payload: z.unknown(),
  status: z.enum(ORDER_REPORT_STATUSES),
  archived: z.boolean(),
  createdAt: z.string(),
});
export type OrderReport = z.infer<typeof orderReportSchema>;

export function orderReportStatusOf(errorCode: string | null, errorStatus: number | null) {
  return errorCode || (errorStatus !== null && errorStatus >= 400) ? ('failed' as const) : ('ok' as const);
}

export const orderReportListQuerySchema = z.strictObject({
  ...pagingQueryShape,
  side: z.enum(['buy', 'sell']).optional(),
  type: shortText(30).optional(),
  client: shortText(100).optional(),
  signalId: shortText(100).optional(),
  status: z.enum(ORDER_REPORT_STATUSES).optional(),
  date: quickPeriodSchema.optional(),
  search: shortText(100).optional(),
});
export type OrderReportListQuery = z.infer<typeof orderReportListQuerySchema>;

/** Whether the partner copy is on, and how its deliveries stand. */
export const partnerStatusSchema = z.object({
  configured: z.boolean(),
  host: z.string().nullable(),
  pending: z.number().int(),
  delivered: z.number().int(),
  dead: z.number().int(),
  skipped: z.number().int(),
});
export type PartnerStatus = z.infer<typeof partnerStatusSchema>;
