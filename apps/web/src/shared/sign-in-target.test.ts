import { describe, expect, it } from 'vitest';
import { signInPathFor, signInTarget } from './sign-in-target';

describe('sign-in target', () => {
  it('keeps a path of the app with its query', () => {
    expect(signInTarget('/signals?app=nfx')).toBe('/signals?app=nfx');
    expect(signInTarget('/signals/SH-12')).toBe('/signals/SH-12');
  });

  it('refuses other origins, odd paths and the sign-in page', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'signals',
      '/signin',
      '/login',
      7,
    ]) {
      expect(signInTarget(bad)).toBe('/');
    }
    expect(signInTarget(undefined)).toBe('/');
  });

  it('builds the sign-in path that comes back', () => {
    expect(signInPathFor('/admins')).toBe('/signin?redirect=%2Fadmins');
    expect(signInPathFor('/')).toBe('/signin');
    expect(signInPathFor('/signin?redirect=%2Fx')).toBe('/signin');
    expect(signInPathFor('/login')).toBe('/signin');
  });
});
