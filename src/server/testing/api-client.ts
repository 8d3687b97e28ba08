import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { isApiErrorBody, type ApiErrorBody } from '#shared/api-error-body.ts';
import { sessionResponse } from '#shared/schemas/auth.ts';
import { TEST_ORIGIN } from './test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A browser-like client for app.inject: keeps its own cookies and sends JSON with our Origin,
 * so each instance is one signed-in (or signed-out) person.
 */
export class ApiClient {
  private cookies = new Map<string, string>();

  constructor(private readonly app: FastifyInstance) {}

  async request(method: Method, url: string, body?: unknown, headers: Record<string, string> = {}) {
    const mutating = method !== 'GET';
    const response = await this.app.inject({
      method,
      url,
      headers: {
        ...(mutating ? { 'content-type': 'application/json', origin: TEST_ORIGIN } : {}),
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...headers,
      },
      // A file (a Buffer) goes as it is, with the type the caller names.
      payload: mutating ? (Buffer.isBuffer(body) ? body : JSON.stringify(body ?? {})) : undefined,
    });
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() < Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get = (url: string) => this.request('GET', url);
  post = (url: string, body?: unknown) => this.request('POST', url, body);
  put = (url: string, body?: unknown) => this.request('PUT', url, body);
  patch = (url: string, body?: unknown) => this.request('PATCH', url, body);
  delete = (url: string, body?: unknown) => this.request('DELETE', url, body);
  /** PUTs a file as the request's body, as the web app uploads a photo. */
  upload = (url: string, file: Buffer, type: string) => this.request('PUT', url, file, { 'content-type': type });

  get sessionCookie() {
    return this.cookies.get('session');
  }

  cookie(name: string) {
    return this.cookies.get(name);
  }
}

function checked<S extends z.ZodType>(body: unknown, schema: S, status: number, text: string): z.input<S> {
  const result = schema.safeParse(body);
  if (!result.success) throw new Error(`the ${status} answer does not match its schema:\n${z.prettifyError(result.error)}\n${text.slice(0, 500)}`);
  // The body as sent, not the parsed copy: keys the schema does not list stay, so a `toEqual` on it loses nothing.
  return body as z.input<S>;
}

/**
 * The JSON body of an answer, typed by and checked against its schema (the route's response schema from
 * src/shared/schemas, or a small one written in the test for answers without one).
 */
export function readJson<S extends z.ZodType>(response: LightMyRequestResponse, schema: S): z.input<S> {
  return checked(response.json(), schema, response.statusCode, response.body);
}

/** readJson for an answer that came over the network (fetch). */
export async function readFetchJson<S extends z.ZodType>(response: Response, schema: S): Promise<z.input<S>> {
  const text = await response.text();
  return checked(JSON.parse(text), schema, response.status, text);
}

/** The whole body of a refusal (src/shared/api-error.ts), for tests that compare all of it. */
export const errorResponse = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    messageKey: z.string().optional(),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});

/** The `error` of a refusal, `{ error: { code, message } }` (src/shared/api-error.ts); anything else fails. */
export function errorOf(response: LightMyRequestResponse): ApiErrorBody['error'] {
  const body: unknown = response.json();
  if (!isApiErrorBody(body)) throw new Error(`not an API error (${response.statusCode}): ${response.body.slice(0, 500)}`);
  return body.error;
}

/** Whom the server takes the client for (GET /api/auth/session): the profile, or null when signed out. */
export const sessionProfile = async (client: ApiClient) => readJson(await client.get('/api/auth/session'), sessionResponse).profile;
