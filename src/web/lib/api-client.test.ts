import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, handleStepUp, onSecondFactorSetupRequired, onUnauthorized } from '#web/lib/api-client.ts';

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

describe('api client: step-up (docs/decisions/038-second-factor.md)', () => {
  afterEach(() => vi.unstubAllGlobals());

  const stepUpRequired = { error: { code: 'STEP_UP_REQUIRED', message: 'Confirm it is you', details: { methods: ['totp', 'recovery'] } } };

  /** A server that refuses each path for want of a step-up until a proof was given, then answers with the path. */
  function serverAskingForStepUp() {
    const state = { proved: false, sent: [] as string[] };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        state.sent.push(url);
        const body = state.proved ? { path: url } : stepUpRequired;
        return new Response(JSON.stringify(body), { status: state.proved ? 200 : 403 });
      }),
    );
    return state;
  }

  it('asks once for concurrent refusals, then sends each request again and answers each caller', async () => {
    const server = serverAskingForStepUp();
    let asked: string[][] = [];
    let prove = (_: boolean) => {};
    const stop = handleStepUp((methods) => {
      asked = [...asked, methods];
      return new Promise<boolean>((resolve) => (prove = resolve));
    });
    const first = api.put('/admin/users/1/token-balance', {});
    const second = api.post('/admin/orders/manual', {});
    await vi.waitFor(() => expect(server.sent).toHaveLength(2));
    await vi.waitFor(() => expect(asked).toEqual([['totp', 'recovery']]));
    server.proved = true;
    prove(true);
    await expect(first).resolves.toEqual({ path: '/api/admin/users/1/token-balance' });
    await expect(second).resolves.toEqual({ path: '/api/admin/orders/manual' });
    expect(asked).toHaveLength(1);
    expect(server.sent).toHaveLength(4);
    stop();
  });

  it('gives the caller the refusal when the person cancels, or when no dialog is registered', async () => {
    const server = serverAskingForStepUp();
    await expect(api.put('/admin/users/1/role', {})).rejects.toMatchObject({ status: 403, code: 'STEP_UP_REQUIRED' });
    const stop = handleStepUp(async () => false);
    await expect(api.put('/admin/users/1/role', {})).rejects.toMatchObject({ status: 403, code: 'STEP_UP_REQUIRED' });
    expect(server.sent).toHaveLength(2);
    stop();
  });

  it('sends again only once: a second refusal goes to the caller', async () => {
    const server = serverAskingForStepUp();
    const stop = handleStepUp(async () => true);
    await expect(api.delete('/auth/second-factor/totp')).rejects.toMatchObject({ code: 'STEP_UP_REQUIRED' });
    expect(server.sent).toHaveLength(2);
    stop();
  });
});

describe('api client: second factor to set up', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells its listeners of a 403 SECOND_FACTOR_SETUP_REQUIRED, and of no other 403', async () => {
    const heard: string[] = [];
    const stop = onSecondFactorSetupRequired((path) => heard.push(path));
    answer(403, { error: { code: 'SECOND_FACTOR_SETUP_REQUIRED', message: 'Set up a second factor' } });
    await expect(api.get('/admin/dashboard')).rejects.toMatchObject({ status: 403 });
    answer(403, { error: { code: 'FORBIDDEN', message: 'Admins only' } });
    await expect(api.get('/admin/users')).rejects.toMatchObject({ status: 403 });
    stop();
    expect(heard).toEqual(['/admin/dashboard']);
  });
});

describe('api client: no answer at all', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("carries the browser's own words, which 'Network error: {message}' shows (docs/product.md#messages)", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(api.get('/products')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR', message: 'Failed to fetch' });
  });
});
