/**
 * What the engine and the delivery workers count, as small typed interfaces: buildApp's caller (main.ts)
 * passes the Prometheus implementation (observability/metrics.ts); code run without one (tests,
 * benchmarks) counts into `NO_METERS`.
 */

export interface EngineMeters {
  /** A price update reached the engine. */
  tick(): void;
  /** A transition was committed this long after the tick (or clock beat) that caused it. */
  committed(sinceTickMs: number): void;
}

/** Why a push to a device was not delivered. */
export type PushFailure = 'invalid_token' | 'deadline' | 'provider_error';

export interface PushMeters {
  sent(count: number): void;
  failed(reason: PushFailure, count: number): void;
}

export interface PartnerMeters {
  /** A copy reached the partner this long after the change it carries was committed. */
  delivered(latencyMs: number): void;
  /** A post failed; the copy is retried. */
  retried(): void;
  /** A post failed after the retry window: the copy is given up. */
  givenUp(): void;
}

export interface Meters {
  engine: EngineMeters;
  push: PushMeters;
  partner: PartnerMeters;
}

const nothing = () => {};

export const NO_METERS: Meters = {
  engine: { tick: nothing, committed: nothing },
  push: { sent: nothing, failed: nothing },
  partner: { delivered: nothing, retried: nothing, givenUp: nothing },
};
