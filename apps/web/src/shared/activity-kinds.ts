import type { TFunction } from 'i18next';

/**
 * The activity kinds of a trade idea (SPEC section 4) by their translation key under
 * `signals.trail.kinds`: the signal page's trail and the log screen name them alike.
 */
export const TRAIL_KINDS = {
  'create signal': 'created',
  'external titan create signal': 'externalCreated',
  'update signal': 'updated',
  'make expired': 'expired',
  'update live price': 'livePrice',
  'csv export': 'csvExport',
  'value added or changed in a signal': 'valueChanged',
  'status changed automatically': 'statusAuto',
  'status changed manually': 'statusManual',
  'take profit added': 'takeProfitAdded',
  'take profit hit': 'takeProfitHit',
  'all take profits hit': 'allTakeProfitsHit',
  'change status update': 'statusUpdate',
  'stop loss hit': 'stopLossHit',
  'is-closed changed': 'closedChanged',
  'signal soft-deleted': 'softDeleted',
  'signal restored': 'restored',
} as const;
export type TrailKindKey = (typeof TRAIL_KINDS)[keyof typeof TRAIL_KINDS];

export const trailKindOf = (kind: string): TrailKindKey | null =>
  (TRAIL_KINDS as Record<string, TrailKindKey>)[kind] ?? null;

/** An activity kind as the admin reads it; kinds without a translation show their code. */
export function activityKindLabel(t: TFunction, kind: string): string {
  const key = trailKindOf(kind);
  return key ? t(`signals.trail.kinds.${key}`) : kind;
}
