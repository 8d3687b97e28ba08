import type * as TapStore from '#web/features/admin/delivery/api/tap-store.ts';

/**
 * The delivery taps' store (features/admin/delivery/api/tap-store.ts) in memory, for component tests: happy-dom has
 * no IndexedDB. The browser tests run the real one (e2e/delivery-offline.test.ts). Use with
 * `vi.mock('…/tap-store.ts', async (real) => memoryTapStore(await real()))`, and lend the page a Web Lock with
 * `lendWebLocks()`.
 */
export function memoryTapStore(real: typeof TapStore): typeof TapStore {
  const taps: TapStore.QueuedTap[] = [];
  const notes = new Map<string, TapStore.TapNote>();
  const listeners = new Set<() => void>();
  let seq = 0;
  const announce = () => listeners.forEach((listener) => listener());
  return {
    ...real,
    onTapsChanged: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    addTap: async (tap) => {
      taps.push({ ...tap, seq: ++seq });
      announce();
    },
    tapsOf: async (profileId) => taps.filter((tap) => tap.profileId === profileId),
    removeTap: async (tap, dropped = []) => {
      taps.splice(taps.findIndex((kept) => kept.seq === tap.seq), 1);
      for (const note of dropped) notes.set(note.key, note);
      announce();
    },
    notesOf: async (profileId) => [...notes.values()].filter((note) => note.profileId === profileId),
    dismissNote: async (key) => {
      notes.delete(key);
      announce();
    },
  };
}

/** One holder at a time, as the browser's navigator.locks does: enough for the tap sender. */
export function lendWebLocks() {
  let held = Promise.resolve();
  const locks = {
    request: <T>(_name: string, work: () => Promise<T>) => {
      const run = held.then(work);
      held = run.then(
        () => undefined,
        () => undefined,
      );
      return run;
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
}
