import { z } from 'zod';
import { activityKindSchema } from './activity';
import { type App, appSchema } from './apps';
import { checkRange, dateRangeShape } from './date-range';
import { textSchema } from './fields';
import { cappedListOf, pagingQueryShape } from './http';
import type { ValidationCode } from './messages';

const m = (code: ValidationCode) => ({ message: code });

/** GET /log-statistic (and its CSV export): the activity log, newest first. Unknown parameters are refused. */
export const activityLogQuerySchema = z
  .strictObject({
    ...pagingQueryShape,
    eventType: activityKindSchema.optional(),
    /** The actor as the log names them: an admin's email, or "system". */
    userName: textSchema.trim().min(1, m('required')).max(150, m('tooLong150')).optional(),
    /** A trade idea: its readable id (SHIFT-000123) or its _id. */
    signalId: textSchema.trim().min(1, m('required')).max(64, m('tooLong100')).optional(),
    app: appSchema.optional(),
    ...dateRangeShape,
  })
  .superRefine(checkRange);
export type ActivityLogQuery = z.input<typeof activityLogQuerySchema>;

export const activityLogEntrySchema = z.object({
  _id: z.string(),
  createdAt: z.iso.datetime(),
  eventType: z.string(),
  userName: z.string(),
  ipAddress: z.string().nullable(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  /** The app of the trade idea the entry is about, when it is about one. */
  app: appSchema.nullable(),
  /** The readable id of that trade idea (SHIFT-000123), when it still exists. */
  signalId: z.string().nullable(),
  prev: z.unknown(),
  next: z.unknown(),
});
export type ActivityLogEntry = z.infer<typeof activityLogEntrySchema>;

/** One page of the log; past ACTIVITY_COUNT_LIMIT matching entries the total stops there (`totalCapped`). */
export const activityLogPageSchema = cappedListOf(activityLogEntrySchema);
export type ActivityLogPage = z.infer<typeof activityLogPageSchema>;
export const ACTIVITY_COUNT_LIMIT = 10_000;

export const userNameSchema = z.object({ userName: z.string(), name: z.string() });

/** "external titan create signal" is the creation of an idea in an external app publishing TITAN's types. */
export const EXTERNAL_TITAN_APPS: readonly App[] = ['externalIndices', 'externalSynthetic'];
export const creationKindOf = (app: App) =>
  EXTERNAL_TITAN_APPS.includes(app) ? ('external titan create signal' as const) : ('create signal' as const);

export interface FieldChange {
  field: string;
  prev: unknown;
  next: unknown;
}

/** The fields of two payloads side by side, in a stable order, each marked changed or not. */
export function payloadDiff(prev: unknown, next: unknown): (FieldChange & { changed: boolean })[] {
  const asRecord = (v: unknown): Record<string, unknown> =>
    v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : { value: v };
  const a = prev == null ? {} : asRecord(prev);
  const b = next == null ? {} : asRecord(next);
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return fields.map((field) => ({
    field,
    prev: a[field],
    next: b[field],
    changed: JSON.stringify(a[field] ?? null) !== JSON.stringify(b[field] ?? null),
  }));
}
