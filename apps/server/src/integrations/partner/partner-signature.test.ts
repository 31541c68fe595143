import { describe, expect, it } from 'vitest';
import { SIGNATURE_TOLERANCE_MS, signBody, verifySignature } from './partner-signature';

describe('partner signatures', () => {
  const secret = 'shared-secret-0123456789';
  const body = '{"signalId":"a","version":1}';
  const now = 1_800_000_000_000;
  const timestamp = String(now / 1000);
  const signature = signBody(secret, timestamp, body);

  it('signs "<timestamp>.<body>" with HMAC-SHA256, hex', () => {
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifySignature(secret, { timestamp, signature }, body, now)).toBe(true);
  });

  it('refuses another body, secret or timestamp, and an old or missing signature', () => {
    expect(verifySignature(secret, { timestamp, signature }, `${body} `, now)).toBe(false);
    expect(verifySignature('another-secret-0123456789', { timestamp, signature }, body, now)).toBe(false);
    expect(verifySignature(secret, { timestamp: String(now / 1000 + 1), signature }, body, now)).toBe(false);
    expect(verifySignature(secret, { timestamp, signature }, body, now + SIGNATURE_TOLERANCE_MS + 1000)).toBe(
      false,
    );
    expect(verifySignature(secret, { timestamp, signature: undefined }, body, now)).toBe(false);
    expect(verifySignature(secret, { timestamp: 'soon', signature }, body, now)).toBe(false);
  });
});
