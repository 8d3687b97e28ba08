import { vi } from 'vitest';
import type { z } from 'zod';
import type { ApiErrorBody } from '#shared/api-error-body.ts';

/*
 * The server, as component tests meet it: `fetch` stubbed (setup.ts installs it for every test file of the web
 * project), answering what a test said it answers. Every answer goes through the shared zod schema the server's
 * route answers with (src/shared/schemas), so a fixture that drifts from the contract fails the test instead of
 * passing against an answer the server would never send. A request nobody answers fails the test too (setup.ts).
 * docs/decisions/029-component-tests.md.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What the page sent: the path after /api (with its query), and the JSON body of a change (or the file it sent). */
export type SentRequest = { method: Method; path: string; body: unknown };

type Reply = { status: number; body: unknown };
type Route = { method: Method; path: string | RegExp; reply(request: SentRequest): Promise<Reply> };

let routes: Route[] = [];
let requests: SentRequest[] = [];
let problems: string[] = [];

/** A string matches the path without its query, unless it has a query itself; a RegExp is tested on the whole. */
function matches(route: Route, request: SentRequest) {
  if (route.method !== request.method) return false;
  if (route.path instanceof RegExp) return route.path.test(request.path);
  return route.path === (route.path.includes('?') ? request.path : request.path.split('?')[0]);
}

/**
 * Answers `method path` with `body` (or what `body(request)` returns, which may wait: a pending answer shows a
 * busy state), checked by `schema`. The newest route for a request wins, so a test can change an answer midway,
 * say the list after a save.
 */
export function answer<S extends z.ZodType>(
  method: Method,
  path: string | RegExp,
  schema: S,
  body: z.input<S> | ((request: SentRequest) => z.input<S> | Promise<z.input<S>>),
  status = 200,
) {
  if (typeof body !== 'function') schema.parse(body);
  routes.unshift({
    method,
    path,
    reply: async (request) => {
      const value = typeof body === 'function' ? await (body as (request: SentRequest) => unknown)(request) : body;
      return { status, body: schema.parse(value) };
    },
  });
}

/** Refuses `method path` as the server does: an error body (src/shared/api-error.ts) with its status. */
export function refuse(method: Method, path: string | RegExp, status: number, error: ApiErrorBody['error']) {
  routes.unshift({ method, path, reply: async () => ({ status, body: { error } }) });
}

/** The bodies sent to `method path`, in order. */
export const sentTo = (method: Method, path: string | RegExp) =>
  requests.filter((request) => matches({ method, path, reply: async () => ({ status: 0, body: null }) }, request)).map((r) => r.body);

async function fakeFetch(input: RequestInfo | URL, init: RequestInit = {}) {
  const url = new URL(input instanceof Request ? input.url : String(input), 'http://shop.test');
  const method = (init.method ?? 'GET') as Method;
  // JSON as its value; a file (a photo) as the Blob itself.
  const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : (init.body ?? undefined);
  const request: SentRequest = { method, path: url.pathname.replace(/^\/api/, '') + url.search, body };
  requests.push(request);
  const route = routes.find((candidate) => matches(candidate, request));
  if (!route) {
    problems.push(`nothing answers ${method} ${request.path}`);
    return new Response(null, { status: 599 });
  }
  try {
    const reply = await route.reply(request);
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  } catch (error) {
    problems.push(`the answer to ${method} ${request.path} breaks its schema: ${String(error)}`);
    return new Response(null, { status: 599 });
  }
}

export function installFakeApi() {
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
}

/** Forgets the routes and requests of the test that ended; returns what went wrong in it (setup.ts fails on any). */
export function resetFakeApi() {
  const found = problems;
  routes = [];
  requests = [];
  problems = [];
  return found;
}
