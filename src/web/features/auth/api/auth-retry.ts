import { isRetryable } from '#web/lib/api-client.ts';

 /** Auth calls answered 502, 503 or 504 are retried after 200 ms, then twice as long (docs/product.md#messages). */
const FIRST_DELAY_MS = 200;
/** …and given up once the next wait would end more than 30 s after the first attempt began. */
const GIVE_UP_AFTER_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs one auth call, retrying it on gateway failures (a server restarting behind its proxy). */
export async function withAuthRetry<T>(call: () => Promise<T>): Promise<T> {
  const giveUpAt = Date.now() + GIVE_UP_AFTER_MS;
  for (let delay = FIRST_DELAY_MS; ; delay *= 2) {
    try {
      return await call();
    } catch (error) {
      if (!isRetryable(error) || Date.now() + delay > giveUpAt) throw error;
      await sleep(delay);
    }
  }
}
