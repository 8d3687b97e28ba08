import { LIVE_CHANGE_EVENT, LIVE_HEARTBEAT_EVENT, LIVE_HEARTBEAT_MS, type LiveMessage } from '#shared/live-events.ts';

/**
 * The live connection's figures (docs/product.md#business-constants): reconnect after 1, 2, 5, 10 s, then every 10 s;
 * give up on a silent stream after 10 s.
 */
export const LIVE_RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000];
export const LIVE_TIMEOUT_MS = 10_000;

export type LiveHandlers = {
  onMessage(message: LiveMessage): void;
  /** The stream is open; `missed` when it was lost before (changes may have been missed meanwhile). */
  onOnline(missed: boolean): void;
  onOffline(): void;
};

/**
 * Keeps one EventSource open on `url` (docs/decisions/021). The browser's own retrying is replaced by those
 * delays: on an error, or when neither the open nor a heartbeat arrives in time (a connection that died
 * without a word), the source is closed and opened again later. Returns the function that stops it.
 */
export function connectLive(url: string, handlers: LiveHandlers): () => void {
  let source: EventSource | undefined;
  let failures = 0;
  let lost = false;
  let stopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let watchdog: ReturnType<typeof setTimeout> | undefined;

  const expectWithin = (ms: number) => {
    clearTimeout(watchdog);
    watchdog = setTimeout(fail, ms);
  };
  // After the open, each event proves the stream alive until the next heartbeat is due (plus the timeout).
  const alive = () => expectWithin(LIVE_HEARTBEAT_MS + LIVE_TIMEOUT_MS);

  function open() {
    source = new EventSource(url);
    expectWithin(LIVE_TIMEOUT_MS);
    source.onopen = () => {
      failures = 0;
      handlers.onOnline(lost);
      lost = false;
      alive();
    };
    source.addEventListener(LIVE_HEARTBEAT_EVENT, alive);
    source.addEventListener(LIVE_CHANGE_EVENT, (event) => {
      alive();
      handlers.onMessage(JSON.parse((event as MessageEvent<string>).data) as LiveMessage);
    });
    source.onerror = fail;
  }

  function fail() {
    source?.close();
    clearTimeout(watchdog);
    if (stopped) return;
    lost = true;
    handlers.onOffline();
    const delay = LIVE_RECONNECT_DELAYS_MS[Math.min(failures, LIVE_RECONNECT_DELAYS_MS.length - 1)]!;
    failures++;
    retryTimer = setTimeout(open, delay);
  }

  open();
  return () => {
    stopped = true;
    source?.close();
    clearTimeout(retryTimer);
    clearTimeout(watchdog);
  };
}
