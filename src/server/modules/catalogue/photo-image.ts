import sharp from 'sharp';
import { msg } from '#shared/messages.ts';
import { badRequest } from '#server/http/errors.ts';

/** Width in pixels of each size the shop shows: the grid's cards, and the product dialog (at twice their CSS width). */
export const PHOTO_WIDTHS = { small: 480, large: 1200 } as const;
/** A decompression bomb is refused from its header, before a pixel is decoded (40 MP is a large phone photo). */
const MAX_PIXELS = 40_000_000;
const READABLE = new Set(['jpeg', 'png', 'webp']);
/** ISO-BMFF brands of HEIC/HEIF files, which the image library's build cannot decode (it reads AVIF only). */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

const isHeic = (upload: Buffer) => upload.subarray(4, 8).toString('latin1') === 'ftyp' && HEIC_BRANDS.has(upload.subarray(8, 12).toString('latin1'));

async function formatAndPixels(upload: Buffer) {
  try {
    // Only the header is read here, so no limit is needed to learn how many pixels it claims.
    const { format, width, height } = await sharp(upload, { limitInputPixels: false }).metadata();
    return { format, pixels: (width ?? 0) * (height ?? 0) };
  } catch {
    throw badRequest(msg.photoNotAnImage);
  }
}

/**
 * The sizes the shop serves, made from an upload whose type is read from its content, not its name: turned the way
 * the camera held it, metadata (location, camera) left behind, WebP. Anything else is refused with a clear text.
 */
export async function makePhotoSizes(upload: Buffer): Promise<{ small: Buffer; large: Buffer }> {
  if (isHeic(upload)) throw badRequest(msg.photoHeic);
  const { format, pixels } = await formatAndPixels(upload);
  if (!READABLE.has(format)) throw badRequest(msg.photoNotAnImage);
  if (pixels > MAX_PIXELS) throw badRequest(msg.photoTooManyPixels);
  const resized = (width: number) =>
    sharp(upload, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
  try {
    return { small: await resized(PHOTO_WIDTHS.small), large: await resized(PHOTO_WIDTHS.large) };
  } catch {
    // A header that reads but pixels that do not (a truncated or corrupt file).
    throw badRequest(msg.photoNotAnImage);
  }
}
