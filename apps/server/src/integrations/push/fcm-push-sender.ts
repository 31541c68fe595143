import { createSign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { GoogleAuth } from 'google-auth-library';
import { type PostAnswer, postJson } from '../post-json';
import { DEADLINE_PASSED, type PushMessage, type PushOutcome, type PushSender } from './push-sender';

export interface FcmOptions {
  projectId: string;
  /** `https://fcm.googleapis.com`, or a local fake. */
  endpoint: string;
  /** An OAuth2 access token with the firebase.messaging scope. */
  accessToken: () => Promise<string>;
  /** Requests in flight at once. */
  concurrency?: number;
  /** Attempts of a token answered 429/503/500 (honouring Retry-After) before it counts as failed. */
  attempts?: number;
  /** Longest Retry-After honoured, in ms. */
  maxRetryAfterMs?: number;
  timeoutMs?: number;
}

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';

const GOOGLE_TOKEN_URI = 'https://oauth2.googleapis.com/token';

interface ServiceAccount {
  client_email: string;
  private_key: string;
  token_uri?: string;
}

/**
 * The access token of a service account (FCM_SERVICE_ACCOUNT: a path to its JSON file, or the JSON),
 * through google-auth-library. A key whose `token_uri` is not Google's (a local fake FCM) gets the
 * same OAuth2 JWT-bearer grant from that address, which google-auth-library cannot be pointed at.
 */
export function serviceAccountToken(serviceAccount: string): () => Promise<string> {
  const json = serviceAccount.trim().startsWith('{') ? serviceAccount : readFileSync(serviceAccount, 'utf8');
  const credentials = JSON.parse(json) as ServiceAccount;
  if (credentials.token_uri && credentials.token_uri !== GOOGLE_TOKEN_URI) return jwtBearerToken(credentials);
  const auth = new GoogleAuth({ credentials, scopes: [SCOPE] });
  return async () => {
    const token = await auth.getAccessToken();
    if (!token) throw new Error('no FCM access token');
    return token;
  };
}

/** RFC 7523 JWT-bearer grant with the key's own token address; the token is reused until a minute before it ends. */
function jwtBearerToken(account: ServiceAccount): () => Promise<string> {
  let cached: { token: string; until: number } | undefined;
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return async () => {
    if (cached && cached.until > Date.now()) return cached.token;
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${b64({ alg: 'RS256', typ: 'JWT' })}.${b64({
      iss: account.client_email,
      scope: SCOPE,
      aud: account.token_uri,
      iat: now,
      exp: now + 3600,
    })}`;
    const signature = createSign('RSA-SHA256').update(unsigned).sign(account.private_key, 'base64url');
    const response = await fetch(account.token_uri as string, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: `${unsigned}.${signature}`,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`FCM token: HTTP ${response.status}`);
    const body = (await response.json()) as { access_token: string; expires_in: number };
    cached = { token: body.access_token, until: Date.now() + (body.expires_in - 60) * 1000 };
    return body.access_token;
  };
}

/** Errors of FCM v1 that mean the token will never work again. */
const GONE = new Set(['UNREGISTERED']);
const RETRIABLE = new Set([429, 500, 503]);

/**
 * FCM HTTP v1: `POST {endpoint}/v1/projects/{project}/messages:send`, one message per token (the v1
 * API has no multicast), with a bounded number in flight.
 */
export class FcmPushSender implements PushSender {
  readonly name = 'fcm' as const;
  private readonly url: string;

  constructor(private readonly options: FcmOptions) {
    this.url = `${options.endpoint.replace(/\/$/, '')}/v1/projects/${encodeURIComponent(options.projectId)}/messages:send`;
  }

  async send(
    _notificationId: string,
    messages: readonly PushMessage[],
    deadline?: AbortSignal,
  ): Promise<PushOutcome[]> {
    const token = await this.options.accessToken();
    const outcomes: PushOutcome[] = new Array(messages.length);
    let next = 0;
    const worker = async () => {
      for (let i = next++; i < messages.length; i = next++) {
        const message = messages[i] as PushMessage;
        outcomes[i] = deadline?.aborted
          ? { token: message.token, outcome: 'failure', error: DEADLINE_PASSED }
          : await this.sendOne(token, message, deadline);
      }
    };
    await Promise.all(
      Array.from({ length: Math.min(this.options.concurrency ?? 50, messages.length) }, worker),
    );
    return outcomes;
  }

  async sendToTopic(topic: string, message: Omit<PushMessage, 'token'>): Promise<void> {
    const token = await this.options.accessToken();
    const outcome = await this.post(token, { topic, ...fcmMessage(message) }, undefined);
    if (outcome.kind !== 'ok')
      throw new Error(`FCM topic ${topic}: ${outcome.kind === 'gone' ? 'gone' : outcome.error}`);
  }

  private async sendOne(
    accessToken: string,
    message: PushMessage,
    deadline?: AbortSignal,
  ): Promise<PushOutcome> {
    const attempts = this.options.attempts ?? 3;
    let last = 'no attempt';
    for (let attempt = 1; attempt <= attempts; attempt++) {
      const outcome = await this.post(
        accessToken,
        { token: message.token, ...fcmMessage(message) },
        deadline,
      );
      if (outcome.kind === 'ok') return { token: message.token, outcome: 'success' };
      if (outcome.kind === 'gone') return { token: message.token, outcome: 'invalid' };
      last = outcome.error;
      if (outcome.kind === 'fatal' || attempt === attempts) break;
      await pause(Math.min(outcome.retryAfterMs, this.options.maxRetryAfterMs ?? 30_000), deadline);
      if (deadline?.aborted) {
        last = DEADLINE_PASSED;
        break;
      }
    }
    return { token: message.token, outcome: 'failure', error: last };
  }

  private async post(
    accessToken: string,
    message: Record<string, unknown>,
    deadline: AbortSignal | undefined,
  ): Promise<
    | { kind: 'ok' }
    | { kind: 'gone' }
    | { kind: 'retry'; retryAfterMs: number; error: string }
    | { kind: 'fatal'; error: string }
  > {
    let response: PostAnswer;
    try {
      response = await postJson(this.url, {
        headers: { authorization: `Bearer ${accessToken}` },
        body: JSON.stringify({ message }),
        signal: requestSignal(this.options.timeoutMs ?? 10_000, deadline),
      });
    } catch (err) {
      return { kind: 'retry', retryAfterMs: 1000, error: `network: ${(err as Error).message}` };
    }
    if (response.ok) {
      await response.discard();
      return { kind: 'ok' };
    }
    const body = (await response.json().catch(() => ({}))) as FcmError;
    const codes = (body.error?.details ?? []).map((d) => d.errorCode).filter(Boolean) as string[];
    const error = `${response.status} ${codes[0] ?? body.error?.status ?? ''}`.trim();
    if (codes.some((code) => GONE.has(code))) return { kind: 'gone' };
    if (RETRIABLE.has(response.status)) {
      return { kind: 'retry', retryAfterMs: retryAfterMs(response.header('retry-after')), error };
    }
    return { kind: 'fatal', error };
  }
}

function requestSignal(timeoutMs: number, deadline: AbortSignal | undefined): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  return deadline ? AbortSignal.any([timeout, deadline]) : timeout;
}

/** Waits `ms`, or less if the deadline comes first. */
function pause(ms: number, deadline: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    deadline?.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      deadline?.removeEventListener('abort', done);
      resolve();
    }
  });
}

interface FcmError {
  error?: { status?: string; message?: string; details?: { '@type'?: string; errorCode?: string }[] };
}

function fcmMessage(message: Omit<PushMessage, 'token'>) {
  return {
    notification: { title: message.title, body: message.body },
    data: message.data,
    android: { collapse_key: message.collapseKey },
    apns: { headers: { 'apns-collapse-id': message.collapseKey.slice(0, 64) } },
  };
}

/** Retry-After in seconds or as an HTTP date; 1 s when absent. */
export function retryAfterMs(value: string | null | undefined, now = Date.now()): number {
  if (!value) return 1000;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? 1000 : Math.max(0, at - now);
}
