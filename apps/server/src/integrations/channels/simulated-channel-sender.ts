import { randomUUID } from 'node:crypto';
import type { ChannelSender } from './channel-sender';

/**
 * The local default (CHANNELS unset): reaches no Telegram chat and no Discord channel, answers every
 * post with a made-up message id (`simulated-…`), so the posts history shows what would have been sent.
 * Posts and channels say "simulated" in the API and the UI.
 */
export class SimulatedChannelSender implements ChannelSender {
  readonly name = 'simulated' as const;
  readonly rateLimited = false;

  async post() {
    return { messageId: `simulated-${randomUUID()}` };
  }

  async edit() {}

  async reply() {
    return { messageId: `simulated-${randomUUID()}` };
  }
}
