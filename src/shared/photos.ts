/**
 * An uploaded product photo's addresses, one per size the server makes (docs/decisions/047-product-photos.md): what
 * the shop's images ask for and what the server's HTML answer for /shop preloads, which must be the same addresses.
 */
export const photoUrl = (hash: string, size: 'small' | 'large') => `/api/photos/${hash}/${size}.webp`;

/** The `srcset` of a photo: both sizes, with their widths, the browser picking the one its box needs. */
export const photoSrcSet = (hash: string) => `${photoUrl(hash, 'small')} 480w, ${photoUrl(hash, 'large')} 1200w`;

/** How wide a shop card shows its photo, as the `sizes` attribute says it. */
export const SHOP_PHOTO_SIZES = '(min-width: 640px) 400px, 80px';

/** The products a shop's first screen shows (a row of four on a wide screen, about four rows on a phone). */
export const SHOP_FIRST_SCREEN = 4;
