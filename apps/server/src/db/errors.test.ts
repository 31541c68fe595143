import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client';
import { loggableError } from './errors';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
});
afterAll(() => database.close());

describe('loggableError', () => {
  it('keeps the SQL state and message of a failed query, never its text or parameters', async () => {
    const secret = '$argon2id$v=19$m=19456,t=2,p=1$secret-hash';
    const error = await database.db.execute(sql`select ${secret}::text, ${'x\u0000y'}::text`).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect(String((error as Error).message)).toContain(secret);
    const logged = loggableError(error);
    expect(logged.type).toBe('DatabaseError');
    expect(logged.sqlState).toMatch(/^[0-9A-Z]{5}$/);
    expect(JSON.stringify(logged)).not.toContain(secret);
    expect(JSON.stringify(logged)).not.toContain('select');
  });

  it('keeps the message and stack of other errors', () => {
    const logged = loggableError(new TypeError('boom'));
    expect(logged).toMatchObject({ type: 'TypeError', message: 'boom' });
    expect(logged.stack).toContain('boom');
  });
});
