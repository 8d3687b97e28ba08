import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES } from '#shared/api-error.ts';
import { PHOTO_MAX_BYTES } from '#shared/constants.ts';
import { msg } from '#shared/messages.ts';
import { idParams } from '#shared/schemas/admin-common.ts';
import { adminProductResponse } from '#shared/schemas/admin-catalogue.ts';
import { editionQuery } from '#shared/schemas/editions.ts';
import type { AppContext } from '#server/app-context.ts';
import { authOf } from '#server/auth/guards.ts';
import { AppError, badRequest, notFound } from '#server/http/errors.ts';
import { invalidateCatalogueOnWrite } from './catalogue-cache.ts';
import { readPhoto } from './product-photos.repo.ts';
import { removeProductPhoto, setProductPhoto } from './product-photos.service.ts';

const tags = ['admin: catalogue'];
/** A year: a photo's address names its content, so what a browser keeps never goes stale (decision 047). */
const KEPT_A_YEAR = 'public, max-age=31536000, immutable';

/** An admin gives a product a photo (the request's body is the file) or takes it away (docs/decisions/047-product-photos.md). */
export const adminProductPhotosRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  invalidateCatalogueOnWrite(app);
  // Any image type, or none the browser knew: what the file is, is read from its bytes (photo-image.ts).
  const asBytes = { parseAs: 'buffer' as const, bodyLimit: PHOTO_MAX_BYTES };
  const keepBytes = (_request: unknown, body: string | Buffer, done: (error: null, body: Buffer) => void) => done(null, Buffer.from(body));
  app.addContentTypeParser(/^image\//, asBytes, keepBytes);
  app.addContentTypeParser('application/octet-stream', asBytes, keepBytes);
  // Said before a byte is read, in words an admin understands (Fastify's own limit answers any longer body too).
  app.addHook('onRequest', async (request) => {
    if (Number(request.headers['content-length'] ?? 0) > PHOTO_MAX_BYTES) throw new AppError(413, ERROR_CODES.payloadTooLarge, msg.photoTooLarge);
  });

  app.put(
    '/products/:id/photo',
    {
      config: { upload: true },
      schema: { tags, params: idParams, querystring: editionQuery, response: { 200: adminProductResponse }, description: 'The body is the photo: JPEG, PNG or WebP, up to 10 MB.' },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw badRequest(msg.photoNotAnImage);
      const product = await setProductPhoto(db, authOf(request).profile.id, request.query.edition, request.params.id, request.body);
      return { product, message: msg.photoSaved };
    },
  );

  app.delete(
    '/products/:id/photo',
    { schema: { tags, params: idParams, querystring: editionQuery, response: { 200: adminProductResponse } } },
    async (request) => ({
      product: await removeProductPhoto(db, authOf(request).profile.id, request.query.edition, request.params.id),
      message: msg.photoRemoved,
    }),
  );
};

const photoParams = z.object({ hash: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/), size: z.enum(['small.webp', 'large.webp']) });

/** Everyone's: the shop shows the photos to guests signed out too. */
export const productPhotoRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get('/api/photos/:hash/:size', { schema: { tags: ['catalogue'], params: photoParams } }, async (request, reply) => {
    const bytes = await readPhoto(ctx.database.db, request.params.hash, request.params.size === 'small.webp' ? 'small' : 'large');
    if (!bytes) throw notFound();
    return reply.header('cache-control', KEPT_A_YEAR).type('image/webp').send(bytes);
  });
};
