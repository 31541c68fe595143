import { context, ROOT_CONTEXT, SpanKind, TraceFlags, trace } from '@opentelemetry/api';
import { SamplingDecision } from '@opentelemetry/sdk-trace';
import { describe, expect, it } from 'vitest';
import { defaultSampler, RateLimitingSampler } from './trace-sampler';

const TRACE = '0af7651916cd43dd8448eb211c80319c';

describe('trace sampling', () => {
  it('records the first traces of each second up to the limit, and those of the next second again', () => {
    let now = 10_000;
    const sampler = new RateLimitingSampler(3, () => now);
    const decide = () => sampler.shouldSample().decision;
    expect([decide(), decide(), decide(), decide(), decide()]).toEqual([
      SamplingDecision.RECORD_AND_SAMPLED,
      SamplingDecision.RECORD_AND_SAMPLED,
      SamplingDecision.RECORD_AND_SAMPLED,
      SamplingDecision.NOT_RECORD,
      SamplingDecision.NOT_RECORD,
    ]);
    now += 999;
    expect(decide()).toBe(SamplingDecision.NOT_RECORD);
    now += 1;
    expect([decide(), decide(), decide(), decide()]).toEqual([
      SamplingDecision.RECORD_AND_SAMPLED,
      SamplingDecision.RECORD_AND_SAMPLED,
      SamplingDecision.RECORD_AND_SAMPLED,
      SamplingDecision.NOT_RECORD,
    ]);
  });

  it("follows a caller's decision whatever the limit, and limits the traces that start here", () => {
    const sampler = defaultSampler(new RateLimitingSampler(0));
    const from = (traceFlags: TraceFlags) =>
      trace.setSpanContext(ROOT_CONTEXT, {
        traceId: TRACE,
        spanId: 'b7ad6b7169203331',
        traceFlags,
        isRemote: true,
      });
    const decide = (parent: ReturnType<typeof from> | typeof ROOT_CONTEXT) =>
      context.with(
        parent,
        () => sampler.shouldSample(parent, TRACE, 'GET /api/auth/me', SpanKind.SERVER, {}, []).decision,
      );
    expect(decide(from(TraceFlags.SAMPLED))).toBe(SamplingDecision.RECORD_AND_SAMPLED);
    expect(decide(from(TraceFlags.NONE))).toBe(SamplingDecision.NOT_RECORD);
    expect(decide(ROOT_CONTEXT)).toBe(SamplingDecision.NOT_RECORD);
    expect(
      defaultSampler().shouldSample(ROOT_CONTEXT, TRACE, 'GET /', SpanKind.SERVER, {}, []).decision,
    ).toBe(SamplingDecision.RECORD_AND_SAMPLED);
  });

  it('tells whether a trace starting now would be recorded without counting the question', () => {
    let now = 5_000;
    const sampler = new RateLimitingSampler(1, () => now);
    expect([sampler.wouldRecord(), sampler.wouldRecord()]).toEqual([true, true]);
    expect(sampler.shouldSample().decision).toBe(SamplingDecision.RECORD_AND_SAMPLED);
    expect(sampler.wouldRecord()).toBe(false);
    now += 1000;
    expect(sampler.wouldRecord()).toBe(true);
  });
});
