import {
  ParentBasedSampler,
  type Sampler,
  SamplingDecision,
  type SamplingResult,
} from '@opentelemetry/sdk-trace';

/** Traces per second and replica that the default sampler records (TRACES_PER_SECOND overrides it). */
export const DEFAULT_TRACES_PER_SECOND = 100;

/**
 * Records the first `perSecond` traces that start in each second and none of the rest, as Datadog's
 * tracers (100 a second by default) and Jaeger's rate-limiting sampler do. A back-office answers far
 * fewer requests than that, so every one of them is traced; under a flood the cost of tracing stays
 * bounded (recording and exporting every span of 20,000 reads a second took half a replica's CPU)
 * while the traces still show what the flood looked like.
 */
export class RateLimitingSampler implements Sampler {
  private second = -1;
  private taken = 0;

  constructor(
    private readonly perSecond: number,
    private readonly now: () => number = Date.now,
  ) {}

  shouldSample(): SamplingResult {
    if (!this.wouldRecord()) return { decision: SamplingDecision.NOT_RECORD };
    this.taken += 1;
    return { decision: SamplingDecision.RECORD_AND_SAMPLED };
  }

  /** Whether a trace starting now would be recorded; asking does not count as one. */
  wouldRecord(): boolean {
    const second = Math.floor(this.now() / 1000);
    if (second !== this.second) {
      this.second = second;
      this.taken = 0;
    }
    return this.taken < this.perSecond;
  }

  toString(): string {
    return `RateLimitingSampler{${this.perSecond}/s}`;
  }
}

/**
 * The sampler when OTEL_TRACES_SAMPLER does not name one: a caller's decision (its `traceparent`) is
 * followed, and traces that start here are rate-limited.
 */
export function defaultSampler(
  root: RateLimitingSampler = new RateLimitingSampler(DEFAULT_TRACES_PER_SECOND),
): Sampler {
  return new ParentBasedSampler({ root });
}
