// The catalogue module's public entry: the in-memory cache of the public catalogue (app.ts builds it), and which
// products an edition leaves out of its shop (the orders refuse them). Other modules import only this file, and only
// what it names (docs/decisions/030-module-boundaries.md).
export { createCatalogueCache } from './catalogue-cache.ts';
export { leftOutProductIds } from './catalogue.repo.ts';
