import { describe, expect, it } from 'vitest';
import { msg } from '#shared/messages.ts';
import { errorOf } from '#server/testing/api-client.ts';
import { signedInAdmin } from '#server/testing/admin-fixtures.ts';
import { dbFingerprint } from '#server/testing/db-fingerprint.ts';
import { useTestApp } from '#server/testing/suite.ts';

const t = useTestApp();

describe('text the database cannot store', () => {
  it('is refused with a 400 wherever it comes, and nothing is written', async () => {
    const { client } = await signedInAdmin(t);
    const before = await dbFingerprint(t);
    const answers = [
      await client.post('/api/admin/mix-drinks', { name: 'Soda\u0000' }),
      await client.post('/api/admin/mix-drinks', { name: 'Soda\uD800' }),
      await client.post('/api/admin/mix-drinks', { name: 'Soda', ['x\u0000']: 1 }),
      await client.post('/api/admin/products', { name: 'Gin', tokenPrice: 5, category: [['\uDC00']] }),
      await client.get('/api/me/ledger?cursor=%00'),
      await client.put('/api/admin/mix-drinks/%00', { name: 'Soda' }),
    ];
    expect(answers.map((res) => [res.statusCode, errorOf(res).message])).toEqual(answers.map(() => [400, msg.invalidCharacters]));
    expect(await dbFingerprint(t)).toEqual(before);
  });

  it('lets well-formed text through, emoji and accents included', async () => {
    const { client } = await signedInAdmin(t);
    const res = await client.post('/api/admin/mix-drinks', { name: 'Rosé 🍾 Spritz' });
    expect(res.statusCode).toBe(201);
  });
});

describe('addresses no route can match', () => {
  it('answer 404 in the API error shape: a path parameter past the length limit, a malformed escape', async () => {
    const { client } = await signedInAdmin(t);
    for (const url of [`/api/admin/orders/${'x'.repeat(5000)}`, '/api/admin/orders/%E0%A4%A']) {
      const res = await client.get(url);
      expect([res.statusCode, errorOf(res)]).toEqual([404, { code: 'NOT_FOUND', message: msg.notFound, messageKey: 'notFound' }]);
    }
  });
});
