// The catalogue module's public entry: the in-memory cache of the public catalogue (app.ts builds it), and which
// products an edition leaves out of its shop (orders and stock limits refuse them, the stock lists skip them). Other
// modules import only this file, and only what it names (docs/decisions/030-module-boundaries.md).
export { createCatalogueCache } from './catalogue-cache.ts';
export { offeredIn } from './catalogue.repo.ts';
export { requireOfferedProducts } from './edition-offer.service.ts';
