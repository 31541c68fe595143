import type { PartnerCopy } from '@signal-desk/domain/outside/partner-copy';
import { postJson } from '../post-json';
import { IDEMPOTENCY_HEADER, SIGNATURE_HEADER, signBody, TIMESTAMP_HEADER } from './partner-signature';

export interface PartnerWebhookConfig {
  url: string;
  secret: string;
  timeoutMs?: number;
}

export type PartnerOutcome = { ok: true } | { ok: false; error: string };

/** Posts one signed copy; any answer but 2xx (or no answer in time) is a failure to retry. */
export async function postToPartner(
  config: PartnerWebhookConfig,
  idempotencyKey: string,
  payload: PartnerCopy,
  now = Date.now(),
): Promise<PartnerOutcome> {
  const body = JSON.stringify(payload);
  const timestamp = String(Math.floor(now / 1000));
  try {
    const response = await postJson(config.url, {
      headers: {
        [TIMESTAMP_HEADER]: timestamp,
        [SIGNATURE_HEADER]: signBody(config.secret, timestamp, body),
        [IDEMPOTENCY_HEADER]: idempotencyKey,
      },
      body,
      signal: AbortSignal.timeout(config.timeoutMs ?? 5000),
    });
    await response.discard();
    return response.ok ? { ok: true } : { ok: false, error: `HTTP ${response.status}` };
  } catch (err) {
    const error = err as Error;
    return { ok: false, error: error.name === 'TimeoutError' ? 'timeout' : `network: ${error.message}` };
  }
}
