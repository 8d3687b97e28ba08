import type { FastifyInstance } from 'fastify';
import type { Queryable } from '#server/db/client.ts';
import { toCachedJson, type CachedJson } from '#server/http/etag.ts';
import { currentEdition } from '#server/modules/editions/index.ts';
import { listActiveMixDrinks, listOfferedProducts } from './catalogue.repo.ts';

/**
 * One answer kept in memory for `ttlMs`. Requests arriving while it loads share that load, and a failed
 * load is not kept. `invalidate` drops it at once; a load already under way is then only seen by the
 * requests that were waiting for it.
 */
export class CachedQuery {
  private entry?: { value: Promise<CachedJson>; loadedAt: number };

  constructor(
    private readonly load: () => Promise<unknown>,
    private readonly ttlMs: number,
  ) {}

  get(): Promise<CachedJson> {
    const now = Date.now();
    if (this.entry && now - this.entry.loadedAt < this.ttlMs) return this.entry.value;
    const value = this.load().then(toCachedJson);
    const entry = { value, loadedAt: now };
    this.entry = entry;
    value.catch(() => {
      if (this.entry === entry) this.entry = undefined;
    });
    return value;
  }

  invalidate() {
    this.entry = undefined;
  }
}

/**
 * The public catalogue is read on every shop visit and changes a few times a day. Each instance serves it
 * from memory for `ttlMs` (by default until app.ts drops it on a change notification from any instance,
 * decisions 002 and 021; checkout re-checks every product and mix drink against the database, so a stale
 * list can never sell anything) and drops it as soon as an admin edits the catalogue through this instance.
 * The products are those the current edition offers: a change of its offer, or of which edition is current,
 * is announced as a catalogue change too (docs/decisions/031).
 */
export function createCatalogueCache(db: Queryable, ttlMs: number) {
  const products = new CachedQuery(async () => ({ products: await listOfferedProducts(db, (await currentEdition(db)).id) }), ttlMs);
  const mixDrinks = new CachedQuery(async () => ({ mixDrinks: await listActiveMixDrinks(db) }), ttlMs);
  return {
    products,
    mixDrinks,
    invalidate() {
      products.invalidate();
      mixDrinks.invalidate();
    },
  };
}

export type CatalogueCache = ReturnType<typeof createCatalogueCache>;

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: CatalogueCache;
  }
}

/**
 * For the back office's catalogue routes: any write drops the cached catalogue before its answer goes
 * out (onSend runs after the handler's transaction has committed), so the next shop read shows the edit.
 */
export function invalidateCatalogueOnWrite(app: FastifyInstance) {
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET') app.catalogue.invalidate();
  });
}

