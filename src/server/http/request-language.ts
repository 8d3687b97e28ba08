import type { FastifyRequest } from 'fastify';
import type { Language } from '#shared/constants.ts';
import { languageFromAcceptLanguage } from './accept-language.ts';

/**
 * The language a read answers in (docs/decisions/045): the `lang` the web app sends (its active language, which a
 * visitor may have chosen against the browser's), else the request's Accept-Language, else English. The route's
 * querystring schema (`languageQuery`) has already refused anything but en, de or fr.
 */
export const requestLanguage = (request: { query: { lang?: Language | undefined }; headers: FastifyRequest['headers'] }): Language =>
  request.query.lang ?? languageFromAcceptLanguage(request.headers['accept-language']);

/** What a cache must know of a request to keep its answers in each language apart. */
export const VARY_LANGUAGE = 'Accept-Language';
