import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { requestId } from './request-id';

const requestWith = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

describe('request ids', () => {
  it("keeps the caller's plain trace id and makes its own otherwise, never the same twice", () => {
    expect(requestId(requestWith({ 'x-request-id': 'trace-123' }))).toBe('trace-123');
    const made = [
      requestId(requestWith({})),
      requestId(requestWith({ 'x-request-id': 'no spaces, please' })),
    ];
    for (const id of made) expect(id).toMatch(/^[0-9a-f]{12}-[0-9a-z]+$/);
    expect(made[0]).not.toBe(made[1]);
  });
});
