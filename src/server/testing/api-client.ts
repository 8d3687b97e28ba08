import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
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
      payload: mutating ? JSON.stringify(body ?? {}) : undefined,
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

  get sessionCookie() {
    return this.cookies.get('session');
  }
}

export const json = <T = any>(response: LightMyRequestResponse): T => response.json() as T;
