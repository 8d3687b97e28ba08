import type { FastifyInstance } from 'fastify';
import { LANGUAGES, type Language } from '#shared/constants.ts';
import type { Product } from '#shared/schemas/shop.ts';
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
  /** `loaded`: what the answer was made from, once it has arrived. */
  private entry?: { value: Promise<CachedJson>; loadedAt: number; loaded?: { value: unknown } };

  constructor(
    private readonly load: () => Promise<unknown>,
    private readonly ttlMs: number,
    /** Told apart in the entity tag: answers in two languages never share one, even when their bytes are equal. */
    private readonly variant = '',
  ) {}

  get(): Promise<CachedJson> {
    if (this.fresh()) return this.entry!.value;
    const entry = { loadedAt: Date.now() } as NonNullable<typeof this.entry>;
    const value = this.load().then((loaded) => {
      entry.loaded = { value: loaded };
      return toCachedJson(loaded, this.variant);
    });
    entry.value = value;
    this.entry = entry;
    value.catch(() => {
      if (this.entry === entry) this.entry = undefined;
    });
    return value;
  }

  /**
   * What the current answer was made from, when it has arrived and is fresh; else undefined, and a load is started
   * (shared by the requests that ask for the answer meanwhile). Never waits.
   */
  peek(): unknown {
    if (this.fresh() && this.entry!.loaded) return this.entry!.loaded.value;
    this.get().catch(() => undefined);
    return undefined;
  }

  /** Whether there is an answer, arrived or on its way, younger than the time it may be kept. */
  private fresh(): boolean {
    return this.entry !== undefined && Date.now() - this.entry.loadedAt < this.ttlMs;
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
 * is announced as a catalogue change too (docs/decisions/031). Each language is an answer of its own, loaded when
 * first asked for (docs/decisions/045).
 */
export function createCatalogueCache(db: Queryable, ttlMs: number) {
  const perLanguage = (load: (language: Language) => Promise<unknown>) =>
    Object.fromEntries(LANGUAGES.map((language) => [language, new CachedQuery(() => load(language), ttlMs, language)])) as Record<
      Language,
      CachedQuery
    >;
  const products = perLanguage(async (language) => ({
    products: await listOfferedProducts(db, (await currentEdition(db)).id, language),
  }));
  const mixDrinks = perLanguage(async (language) => ({ mixDrinks: await listActiveMixDrinks(db, language) }));
  return {
    products,
    mixDrinks,
    /**
     * The photos (their hashes) of the first `count` products the shop lists, those that have one, in the order the
     * shop shows them, from the English answer in memory; none while it is not (its load is then started), so that
     * asking never costs a query of its own.
     */
    firstPhotos(count: number): string[] {
      const loaded = products.en.peek() as { products: Product[] } | undefined;
      return (loaded?.products ?? []).slice(0, count).flatMap((product) => (product.photoHash ? [product.photoHash] : []));
    },
    invalidate() {
      for (const cached of [...Object.values(products), ...Object.values(mixDrinks)]) cached.invalidate();
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

