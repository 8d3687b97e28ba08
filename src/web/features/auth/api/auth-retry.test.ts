import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/lib/api-client.ts';
import { withAuthRetry } from './auth-retry.ts';

const gateway = (status: number) => new ApiError(status, 'SERVICE_UNAVAILABLE', 'Service unavailable');

/** A call that fails with the given errors in turn, then answers 'ok'; it records when each attempt began. */
function flaky(...errors: Error[]) {
  const startedAt: number[] = [];
  const call = vi.fn(async () => {
    startedAt.push(Date.now());
    const error = errors.shift();
    if (error) throw error;
    return 'ok';
  });
  return { call, startedAt };
}

describe('withAuthRetry (back-off from 200 ms within 30 s)', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it('retries 502, 503 and 504 after 200, 400, 800 ms and returns the answer', async () => {
    const { call, startedAt } = flaky(gateway(502), gateway(503), gateway(504));
    const result = withAuthRetry(call);
    await vi.runAllTimersAsync();
    await expect(result).resolves.toBe('ok');
    expect(startedAt).toEqual([0, 200, 600, 1400]);
  });

  it('gives up within 30 s when the gateway keeps failing, with the last error', async () => {
    const { call, startedAt } = flaky(...Array.from({ length: 20 }, () => gateway(503)));
    const result = withAuthRetry(call);
    const settled = expect(result).rejects.toMatchObject({ status: 503 });
    await vi.runAllTimersAsync();
    await settled;
    // Waits of 200 ms doubling: the ninth attempt would have to wait until 51 s, past the 30 s limit.
    expect(startedAt).toEqual([0, 200, 600, 1400, 3000, 6200, 12_600, 25_400]);
    expect(Date.now()).toBeLessThanOrEqual(30_000);
  });

  it('does not retry answers that are not gateway failures', async () => {
    for (const error of [new ApiError(401, 'UNAUTHORIZED', 'Invalid email or password'), new ApiError(500, 'INTERNAL_ERROR', 'x'), new ApiError(0, 'NETWORK_ERROR', 'x')]) {
      const { call } = flaky(error);
      await expect(withAuthRetry(call)).rejects.toBe(error);
      expect(call).toHaveBeenCalledTimes(1);
    }
  });
});
