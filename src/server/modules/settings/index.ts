// The settings module's public entry: the shop settings row. Other modules import only this file, and only what it
// names (docs/decisions/030-module-boundaries.md).
export { getShopSettings, guestOrderRights, staffSecondFactorRequired, type ShopSettings } from './settings.repo.ts';
