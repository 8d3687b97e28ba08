import { useEffect, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';

/*
 * What the first screen does not show (the hidden phone menu, the notifications' container, the service worker's start) can wait
 * until the first load is over: fetched and rendered meanwhile, its chunks and answers share the connection and the
 * main thread with the first screen's photo and renders (bench/README.md, front end).
 */

/** Per query client (each test has its own), the first load's end, and whether it has come. */
const firstLoads = new WeakMap<QueryClient, { done: boolean; promise: Promise<void> }>();

const whenIdle = (then: () => void) => (window.requestIdleCallback ?? setTimeout)(() => then());

/** Resolves once the page has loaded, no query is fetching and the browser has had an idle moment. */
function firstLoad(client: QueryClient) {
  let known = firstLoads.get(client);
  if (known) return known;
  const promise = new Promise<void>((resolve) => {
    const settle = () => {
      if (client.isFetching() === 0) {
        whenIdle(() => (client.isFetching() === 0 ? resolve() : settle()));
        return;
      }
      const stop = client.getQueryCache().subscribe(() => {
        if (client.isFetching() > 0) return;
        stop();
        settle();
      });
    };
    if (document.readyState === 'complete') settle();
    else window.addEventListener('load', settle, { once: true });
  }).then(() => {
    known!.done = true;
  });
  known = { done: false, promise };
  firstLoads.set(client, known);
  return known;
}

/** True once the first load is over (see firstLoad), and from then on, for the page's lifetime. */
export function useFirstLoadDone(): boolean {
  const client = useQueryClient();
  const [isDone, setDone] = useState(() => firstLoads.get(client)?.done ?? false);
  useEffect(() => {
    if (isDone) return;
    let live = true;
    void firstLoad(client).promise.then(() => live && setDone(true));
    return () => {
      live = false;
    };
  }, [client, isDone]);
  return isDone;
}
