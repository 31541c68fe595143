import type { PushFailure, PushMeters } from '../../shared/meters';
import { DEADLINE_PASSED, type PushOutcome, type PushSender } from './push-sender';

const failureOf = (outcome: PushOutcome): PushFailure | null =>
  outcome.outcome === 'success'
    ? null
    : outcome.outcome === 'invalid'
      ? 'invalid_token'
      : outcome.error === DEADLINE_PASSED
        ? 'deadline'
        : 'provider_error';

/** The sender with each batch's outcomes counted (pushes sent, and failed by reason). */
export function meteredPushSender(sender: PushSender, meters: PushMeters): PushSender {
  return {
    name: sender.name,
    async send(notificationId, messages, deadline) {
      const outcomes = await sender.send(notificationId, messages, deadline);
      const failed = new Map<PushFailure, number>();
      for (const outcome of outcomes) {
        const reason = failureOf(outcome);
        if (reason) failed.set(reason, (failed.get(reason) ?? 0) + 1);
      }
      meters.sent(outcomes.length - [...failed.values()].reduce((a, b) => a + b, 0));
      for (const [reason, count] of failed) meters.failed(reason, count);
      return outcomes;
    },
    sendToTopic: (topic, message) => sender.sendToTopic(topic, message),
  };
}
