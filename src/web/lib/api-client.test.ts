import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, onUnauthorized } from '#web/lib/api-client.ts';

const answer = (status: number, body: unknown) =>
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })));

describe('api client: refused sessions', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells its listeners the path of every 401 before the caller sees the error', async () => {
    const heard: string[] = [];
    const stop = onUnauthorized((path) => heard.push(path));
    answer(401, { error: { code: 'UNAUTHORIZED', message: 'Please sign in' } });
    const failure = api.get('/me/orders').catch((error: unknown) => {
      expect(heard).toEqual(['/me/orders']);
      return error;
    });
    await expect(failure).resolves.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(await failure).toBeInstanceOf(ApiError);
    stop();
    await api.post('/checkout', {}).catch(() => undefined);
    expect(heard).toEqual(['/me/orders']);
  });

  it('stays quiet on other refusals', async () => {
    const heard: string[] = [];
    const stop = onUnauthorized((path) => heard.push(path));
    answer(403, { error: { code: 'FORBIDDEN', message: 'Admins only' } });
    await expect(api.get('/admin/users')).rejects.toMatchObject({ status: 403 });
    answer(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'Try again' } });
    await expect(api.get('/me/lounges')).rejects.toMatchObject({ status: 503 });
    stop();
    expect(heard).toEqual([]);
  });
});
