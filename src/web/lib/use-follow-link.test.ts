import { describe, expect, it } from 'vitest';
import { pathInApp } from '#web/lib/use-follow-link.ts';

describe('pathInApp', () => {
  const origin = 'http://192.168.1.20:3000';

  it('opens an address of this app inside it: path, query and fragment', () => {
    expect(pathInApp(`${origin}/tokens?success=true`, origin)).toBe('/tokens?success=true');
    expect(pathInApp('/pay/demo/abc#top', origin)).toBe('/pay/demo/abc#top');
  });

  it('leaves another site, another port or scheme, and what does not parse to the browser', () => {
    for (const url of ['https://checkout.stripe.com/c/pay/cs_test', 'http://192.168.1.20:3001/tokens', 'https://192.168.1.20:3000/tokens', 'http://[bad']) {
      expect(pathInApp(url, origin)).toBeNull();
    }
  });
});
