import type { PushData } from '@signal-desk/domain/outside/push-data';

/** One push to one device. */
export interface PushMessage {
  token: string;
  title: string;
  body: string;
  /** The same push delivered twice replaces itself on the device (FCM collapse key, APNs collapse id). */
  collapseKey: string;
  /** The message's data, as the apps read it (the link staff attached travels in it). */
  data: PushData;
}

export type PushOutcome =
  | { token: string; outcome: 'success' }
  /** The token is gone (app uninstalled): the device is invalidated. */
  | { token: string; outcome: 'invalid' }
  | { token: string; outcome: 'failure'; error: string };

/** The error of a token a batch had no time left to send. */
export const DEADLINE_PASSED = 'deadline passed';

/** Where pushes go: FCM HTTP v1, or the local simulation (the default). */
export interface PushSender {
  readonly name: 'fcm' | 'simulated';
  /**
   * Sends one message per token; never throws for a single token's failure. Once `deadline` aborts,
   * no request starts and the tokens not yet sent fail with {@link DEADLINE_PASSED}.
   */
  send(
    notificationId: string,
    messages: readonly PushMessage[],
    deadline?: AbortSignal,
  ): Promise<PushOutcome[]>;
  /** Sends one message to a topic (`app-<app>-<language>`). */
  sendToTopic(topic: string, message: Omit<PushMessage, 'token'>): Promise<void>;
}

/** The FCM topic of an app and language. */
export const topicOf = (app: string, language: string) => `app-${app}-${language}`;
