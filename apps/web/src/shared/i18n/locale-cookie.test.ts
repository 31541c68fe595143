import { describe, expect, it } from 'vitest';
import { localeCookie, localeFromCookie } from './locale-cookie';

describe('locale cookie', () => {
  it('reads the locale among other cookies', () => {
    expect(localeFromCookie('a=1; locale=sv; b=2')).toBe('sv');
  });

  it('defaults to English when missing or unknown', () => {
    expect(localeFromCookie('')).toBe('en');
    expect(localeFromCookie('locale=xx')).toBe('en');
  });

  it('is kept for 365 days on every path', () => {
    expect(localeCookie('de')).toBe('locale=de; Max-Age=31536000; Path=/; SameSite=Lax');
  });
});
