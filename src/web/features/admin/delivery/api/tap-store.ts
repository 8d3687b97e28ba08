import { openDB, type DBSchema } from 'idb';
import type { DeliveryConflict } from '#shared/schemas/delivery.ts';
import type { ServerText } from '#web/lib/i18n/api-errors.ts';

/*
 * A runner's delivery taps, kept on the phone (IndexedDB) until the server has them (docs/decisions/042-service-worker.md):
 * taps made offline survive a reload or a closed page, and are sent in the order they were made, by the page or by
 * the service worker (Background Sync). Each tap holds the runner's profile: only that runner's session sends it.
 */

/** A tap: the lounge's lines in every order, or (with orderId) one order's lines for the lounge. */
export type DeliveryTarget = { loungeId: string; orderId?: string };
/** `seen`: the orders the runner saw waiting for a delivery, so the server can say which changed meanwhile. */
export type DeliveryChange = { kind: 'deliver' | 'undo'; target: DeliveryTarget; seen?: string[] };

/** A tap as kept: the change and the lounge's label, to name it should the lounge leave the run (all refunded). */
export type LabelledChange = DeliveryChange & { label: string };

export type QueuedTap = LabelledChange & {
  /** Chosen on the phone; the server records a tap once per key, however often it is sent. */
  key: string;
  profileId: string;
  /** When the runner tapped (ISO). */
  tappedAt: string;
  /** Order of the taps, given by the store. */
  seq?: number;
};

/**
 * Why a tap (or its part for one order) was not recorded as tapped: the server refused it, with its words; or an order
 * the runner saw waiting was refunded or delivered by someone else meanwhile (docs/decisions/042-service-worker.md).
 */
export type TapNote = { key: string; profileId: string; target: DeliveryTarget; label: string } & ({ refused: ServerText } | { conflict: DeliveryConflict });

interface TapsSchema extends DBSchema {
  taps: { key: number; value: QueuedTap };
  notes: { key: string; value: TapNote };
}

export const DELIVERY_TAPS_DB = 'delivery-taps';
const CHANGED = 'changed';

/** One connection per use, closed after it, so nothing holds the database open between taps. */
async function withStore<T>(work: (db: Awaited<ReturnType<typeof open>>) => Promise<T>): Promise<T> {
  const db = await open();
  try {
    return await work(db);
  } finally {
    db.close();
  }
}

const open = () =>
  openDB<TapsSchema>(DELIVERY_TAPS_DB, 1, {
    upgrade(db) {
      db.createObjectStore('taps', { keyPath: 'seq', autoIncrement: true });
      db.createObjectStore('notes', { keyPath: 'key' });
    },
  });

/** Tells every page and the service worker that the taps changed (BroadcastChannel skips its own sender). */
function announce() {
  const channel = new BroadcastChannel(DELIVERY_TAPS_DB);
  channel.postMessage(CHANGED);
  channel.close();
}

/** Calls `listener` whenever a page or the service worker changed the taps; answers the function that stops it. */
export function onTapsChanged(listener: () => void) {
  const channel = new BroadcastChannel(DELIVERY_TAPS_DB);
  channel.onmessage = listener;
  return () => channel.close();
}

export async function addTap(tap: QueuedTap) {
  await withStore((db) => db.add('taps', tap));
  announce();
}

/** The runner's taps not sent yet, oldest first. */
export const tapsOf = (profileId: string) => withStore(async (db) => (await db.getAll('taps')).filter((tap) => tap.profileId === profileId));

/** The tap is done with: recorded by the server, or dropped, with notes saying why. */
export async function removeTap(tap: QueuedTap, notes: TapNote[] = []) {
  await withStore(async (db) => {
    const tx = db.transaction(['taps', 'notes'], 'readwrite');
    await Promise.all([tx.objectStore('taps').delete(tap.seq!), ...notes.map((note) => tx.objectStore('notes').put(note)), tx.done]);
  });
  announce();
}

export const notesOf = (profileId: string) => withStore(async (db) => (await db.getAll('notes')).filter((note) => note.profileId === profileId));

export async function dismissNote(key: string) {
  await withStore((db) => db.delete('notes', key));
  announce();
}
