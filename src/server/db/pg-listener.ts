import pg from 'pg';

/**
 * Waits between attempts to get the listening connection back (the live connection's reconnect figures,
 * docs/product.md#business-constants).
 */
const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000];

export type Listener = {
  /** Called with each notification's payload on the channel. */
  onPayload: (payload: string) => void;
  /** Called when listening starts again after the connection was lost: notifications may have been missed. */
  onResync: () => void;
};

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries and lose the LISTEN). When it
 * drops (database restart, network) it reconnects with growing delays and then reports a resync, since
 * whatever was notified meanwhile is gone. Returns a function that stops listening.
 */
export async function listenOnPostgres(url: string, channel: string, listener: Listener): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (isReconnect: boolean) => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) listener.onPayload(message.payload);
    });
    next.on('error', () => reconnectSoon(next));
    next.on('end', () => reconnectSoon(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      next.removeAllListeners('end');
      void next.end().catch(() => {});
      throw error;
    }
    if (stopped) return void (await next.end());
    client = next;
    failures = 0;
    if (isReconnect) listener.onResync();
  };

  const reconnectSoon = (broken: pg.Client) => {
    if (stopped || client !== broken) return;
    client = undefined;
    broken.removeAllListeners('end');
    void broken.end().catch(() => {});
    schedule();
  };

  const schedule = () => {
    if (stopped) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)]!;
    failures++;
    timer = setTimeout(() => {
      connect(true).catch(schedule);
    }, delay);
    timer.unref();
  };

  await connect(false);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await client?.end().catch(() => {});
  };
}
