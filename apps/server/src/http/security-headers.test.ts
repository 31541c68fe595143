import { describe, expect, it } from 'vitest';
import { inlineScriptsOf, pageHeaders } from './security-headers';

describe("the pages' content security policy", () => {
  it('allows scripts from the origin only, and each inline script of the page by its hash', () => {
    const html = '<head><script>boot()</script><script type="module" src="/assets/index.js"></script></head>';
    expect(inlineScriptsOf(html)).toEqual(['boot()']);
    expect(pageHeaders()['content-security-policy']).toContain("script-src 'self';");
    // echo -n 'boot()' | openssl dgst -sha256 -binary | base64
    expect(pageHeaders(inlineScriptsOf(html))['content-security-policy']).toContain(
      "script-src 'self' 'sha256-MeZS89WlF0u+o0hCvHTBt4q1WHU+U+sJKgbdRUc36mY=';",
    );
  });
});
