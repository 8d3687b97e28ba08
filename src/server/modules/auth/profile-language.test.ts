import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { msg } from '#shared/messages.ts';
import { profileSchema, registerResponse } from '#shared/schemas/auth.ts';
import { ApiClient, errorOf, readJson, sessionProfile } from '#server/testing/api-client.ts';
import { GOOD_PASSWORD, insertLounge } from '#server/testing/fixtures.ts';
import { useTestApp } from '#server/testing/suite.ts';

// The language a person's shop and mails speak (docs/decisions/025), kept on the profile.
const t = useTestApp();
const email = () => `lang-${randomUUID().slice(0, 8)}@example.com`;
const applyResponse = z.object({ profile: profileSchema, message: z.string() });

async function register(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const bookingNumber = `LANG-${randomUUID().slice(0, 8)}`;
  await insertLounge(t.database.db, { bookingNumber });
  const client = new ApiClient(t.app);
  const res = await client.request('POST', '/api/auth/register', { email: email(), password: GOOD_PASSWORD, bookingNumber, ...body }, headers);
  return { client, res };
}

describe('the language of a new account', () => {
  it('is the one chosen in the form, whatever the browser says', async () => {
    const { client, res } = await register({ language: 'de' }, { 'accept-language': 'fr-CH, fr;q=0.9' });
    expect(res.statusCode, res.body).toBe(201);
    expect(readJson(res, registerResponse).profile.language).toBe('de');
    expect((await sessionProfile(client))!.language).toBe('de');
  });

  it("is else the first of the shop's languages the browser asks for", async () => {
    const { client, res } = await register({}, { 'accept-language': 'it-CH, it;q=0.9, fr;q=0.8, de;q=0.7' });
    expect(res.statusCode, res.body).toBe(201);
    expect((await sessionProfile(client))!.language).toBe('fr');
  });

  it('is English when the browser names none of them', async () => {
    expect(readJson((await register({}, { 'accept-language': 'es-ES' })).res, registerResponse).profile.language).toBe('en');
    expect(readJson((await register({})).res, registerResponse).profile.language).toBe('en');
  });

  it('is refused with a clear message when it is not one of en, de, fr', async () => {
    for (const language of ['it', 'DE', '', 7, null]) {
      const { res } = await register({ language });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject({ code: 'VALIDATION_ERROR', message: msg.languageInvalid, details: { field: 'language' } });
    }
  });

  it('is taken by an application too, chosen or from the browser', async () => {
    const client = new ApiClient(t.app);
    const chosen = await client.post('/api/auth/apply', { email: email(), password: GOOD_PASSWORD, language: 'fr' });
    expect(readJson(chosen, applyResponse).profile.language).toBe('fr');
    const fromBrowser = await new ApiClient(t.app).request('POST', '/api/auth/apply', { email: email(), password: GOOD_PASSWORD }, { 'accept-language': 'de-CH' });
    expect(readJson(fromBrowser, applyResponse).profile.language).toBe('de');
  });
});

describe('signing in', () => {
  it('makes a language chosen on the sign-in page the profile\'s; without one the profile\'s own stays', async () => {
    const address = email();
    await new ApiClient(t.app).post('/api/auth/apply', { email: address, password: GOOD_PASSWORD, language: 'fr' });

    const unchosen = new ApiClient(t.app);
    const kept = await unchosen.request('POST', '/api/auth/login', { email: address, password: GOOD_PASSWORD }, { 'accept-language': 'de-CH' });
    expect(readJson(kept, z.object({ profile: profileSchema })).profile.language).toBe('fr');

    const chosen = new ApiClient(t.app);
    const res = await chosen.post('/api/auth/login', { email: address, password: GOOD_PASSWORD, language: 'de' });
    expect(readJson(res, z.object({ profile: profileSchema })).profile.language).toBe('de');
    expect((await sessionProfile(unchosen))!.language).toBe('de');
  });

  it('changes no language when the password is wrong, and refuses a language that is not one of en, de, fr', async () => {
    const address = email();
    await new ApiClient(t.app).post('/api/auth/apply', { email: address, password: GOOD_PASSWORD, language: 'fr' });
    const wrong = await new ApiClient(t.app).post('/api/auth/login', { email: address, password: 'not-the-password', language: 'de' });
    expect(wrong.statusCode).toBe(401);
    const bad = await new ApiClient(t.app).post('/api/auth/login', { email: address, password: GOOD_PASSWORD, language: 'it' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toMatchObject({ message: msg.languageInvalid, details: { field: 'language' } });
    const client = new ApiClient(t.app);
    await client.post('/api/auth/login', { email: address, password: GOOD_PASSWORD });
    expect((await sessionProfile(client))!.language).toBe('fr');
  });
});

describe('PATCH /api/auth/profile', () => {
  it('changes the signed-in person’s language and answers 204 without a body', async () => {
    const { client } = await register({});
    const res = await client.patch('/api/auth/profile', { language: 'fr' });
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    expect((await sessionProfile(client))!.language).toBe('fr');
    expect((await client.patch('/api/auth/profile', { language: 'en' })).statusCode).toBe(204);
    expect((await sessionProfile(client))!.language).toBe('en');
  });

  it('refuses anything but one language with 400 and a clear message, changing nothing', async () => {
    const { client } = await register({ language: 'de' });
    for (const body of [{}, { language: 'es' }, { language: 'de-CH' }, { language: ['de'] }, { language: 'fr', email: 'x@example.com' }, [], 'de']) {
      const res = await client.patch('/api/auth/profile', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const error = errorOf(res);
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.message).toBe(msg.languageInvalid);
    }
    expect((await sessionProfile(client))!.language).toBe('de');
  });

  it('needs a signed-in person and the same-origin JSON every change needs', async () => {
    const signedOut = await new ApiClient(t.app).patch('/api/auth/profile', { language: 'de' });
    expect([signedOut.statusCode, errorOf(signedOut).code]).toEqual([401, 'UNAUTHORIZED']);
    const { client } = await register({});
    const crossSite = await client.request('PATCH', '/api/auth/profile', { language: 'de' }, { origin: 'https://evil.example' });
    expect(crossSite.statusCode).toBe(403);
    const form = await client.request('PATCH', '/api/auth/profile', { language: 'de' }, { 'content-type': 'text/plain' });
    expect(form.statusCode).toBe(403);
    expect((await sessionProfile(client))!.language).toBe('en');
  });
});
