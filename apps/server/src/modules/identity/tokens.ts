import { hash, randomBytes } from 'node:crypto';

/** 256 random bits from the CSPRNG, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored; a leaked database does not give working tokens. */
export function tokenDigest(token: string): string {
  return hash('sha256', token, 'hex');
}
