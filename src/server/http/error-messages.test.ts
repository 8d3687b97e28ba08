import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_ORDER_LINES } from '#shared/cart-rules.ts';
import { localized, type ParamMessageKey, type ParamsOf } from '#shared/localized.ts';
import { icuMessage } from '#shared/message-forms.ts';
import { msg } from '#shared/messages.ts';
import { errorOf } from '#server/testing/api-client.ts';
import { insertBottle, insertProduct, openShop, registeredGuest } from '#server/testing/shop-fixtures.ts';
import { useTestApp } from '#server/testing/suite.ts';

// Every error keeps its English message and names it (messageKey) with its figures (params), so the
// web can say it in German or French (decision 025).
const t = useTestApp();
beforeAll(() => openShop(t.database.db));

describe('messages with figures', () => {
  it('carry their values by the names of their entry in src/shared/messages.ts, and show each', () => {
    const keys = (Object.keys(msg) as (keyof typeof msg)[]).filter((key): key is ParamMessageKey => typeof msg[key] === 'function');
    expect(keys.length).toBeGreaterThan(40);
    for (const key of keys) {
      const { message, names } = icuMessage(msg[key]);
      const params: Record<string, string> = Object.fromEntries(names.map((name, i) => [name, `‹${name}:${i + 2}›`]));
      const said = localized(key, params as unknown as ParamsOf<typeof key>);
      expect([said.key, said.params]).toEqual([key, params]);
      // A value that only chooses a form (a plural's count, a select's value) is not shown itself.
      for (const name of names.filter((name) => message.includes(`{${name}}`))) expect(said.text, `${key}.${name}`).toContain(params[name]);
    }
  });
});

describe('error answers carry the key and figures of their message', () => {
  it('a refusal of the server: key only, when the message has no figures', async () => {
    const guest = await registeredGuest(t);
    const res = await guest.client.post('/api/me/lounges/claim', { bookingNumber: `NONE-${randomUUID()}` });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual({ code: 'BOOKING_INVALID', message: msg.invalidBooking, messageKey: 'invalidBooking' });
  });

  it('a refusal with figures: the product and the price the guest must see', async () => {
    const guest = await registeredGuest(t);
    const beer = await insertProduct(t.database.db, { name: 'Pale Ale', categoryType: 'beer', tokenPrice: 18 });
    const res = await guest.client.post('/api/checkout', {
      items: [{ productId: beer.id, quantity: 1, loungeId: guest.lounge.id, tokenPrice: 15 }],
      idempotencyKey: randomUUID(),
    });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toMatchObject({ code: 'PRICE_CHANGED', message: msg.priceChanged({ product: 'Pale Ale', price: 18 }), messageKey: 'priceChanged', params: { product: 'Pale Ale', price: 18 } });
  });

  it('a broken mix-drink rule names the product', async () => {
    const guest = await registeredGuest(t);
    const gin = await insertBottle(t.database.db, { name: 'Dry Gin', maxMixChoices: 2 });
    const res = await guest.client.post('/api/checkout', {
      items: [{ productId: gin.id, quantity: 1, loungeId: guest.lounge.id, mixDrinkIds: [] }],
      idempotencyKey: randomUUID(),
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual({
      code: 'INVALID_MIX_DRINKS',
      message: msg.mixDrinkRequired({ product: 'Dry Gin' }),
      messageKey: 'mixDrinkRequired',
      params: { product: 'Dry Gin' },
      details: { productId: gin.id },
    });
  });

  it('a request schema’s message: its key, and the figure built into it', async () => {
    const guest = await registeredGuest(t);
    const language = await guest.client.patch('/api/auth/profile', { language: 'it' });
    expect(errorOf(language)).toEqual({ code: 'VALIDATION_ERROR', message: msg.languageInvalid, messageKey: 'languageInvalid', details: { field: 'language' } });
    const line = { productId: randomUUID(), quantity: 1, loungeId: guest.lounge.id };
    const tooMany = await guest.client.post('/api/checkout', { items: Array.from({ length: MAX_ORDER_LINES + 1 }, () => line), idempotencyKey: randomUUID() });
    expect(errorOf(tooMany)).toMatchObject({ message: msg.tooManyOrderLines({ n: MAX_ORDER_LINES }), messageKey: 'tooManyOrderLines', params: { n: MAX_ORDER_LINES } });
  });

  it('a library’s own wording stays English only, without a key to look up', async () => {
    const guest = await registeredGuest(t);
    const res = await guest.client.post('/api/checkout', { items: 'none', idempotencyKey: randomUUID() });
    expect(res.statusCode).toBe(400);
    const error = errorOf(res);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.message).not.toBe('');
    expect(error).not.toHaveProperty('messageKey');
    expect(error).not.toHaveProperty('params');
  });

  it('sign-in refusals and missing routes are named too', async () => {
    const guest = await registeredGuest(t);
    const wrong = await guest.client.post('/api/auth/login', { email: guest.email, password: 'not-the-password-1' });
    expect(errorOf(wrong)).toEqual({ code: 'UNAUTHORIZED', message: msg.invalidCredentials, messageKey: 'invalidCredentials' });
    const missing = await guest.client.get('/api/no-such-route');
    expect(errorOf(missing)).toMatchObject({ code: 'NOT_FOUND', messageKey: 'notFound' });
  });
});
