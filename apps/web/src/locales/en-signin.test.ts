import { describe, expect, it } from 'vitest';
import { en } from './en';
import { enSignIn } from './en-signin';

function leaves(messages: object, prefix = ''): [string, unknown][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    value !== null && typeof value === 'object'
      ? leaves(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

describe('the English texts of the sign-in page', () => {
  it('are the texts of the full English catalogue', () => {
    const full = new Map(leaves(en));
    for (const [key, text] of leaves(enSignIn)) expect([key, full.get(key)]).toEqual([key, text]);
  });
});
