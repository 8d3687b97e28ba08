import { expect } from 'vitest';
import type { z } from 'zod';
import { msg } from '#shared/messages.ts';
import { errorOf, readJson, type ApiClient } from './api-client.ts';
import { signIn, uniqueEmail } from './admin-fixtures.ts';
import { insertProfile } from './fixtures.ts';
import type { TestApp } from './test-app.ts';

// What the tests of the back office's logs (audit log, security events) share: docs/features.md#security-and-audit-log.

/** One page of a log list, read with the query's filters; it must answer 200. */
export async function readLogPage<S extends z.ZodType>(client: ApiClient, path: string, query: Record<string, string | number>, schema: S) {
  const res = await client.get(`${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`);
  expect(res.statusCode, res.body).toBe(200);
  return readJson(res, schema);
}

/** Every page of a newest-first log: each read continues before the page before's `nextBefore`, until it is null. */
export async function everyLogPage<P extends { nextBefore: number | null }>(read: (before: { before?: number }) => Promise<P>): Promise<P[]> {
  const pages: P[] = [];
  let before: number | null | undefined;
  do {
    const page = await read(before ? { before } : {});
    pages.push(page);
    before = page.nextBefore;
  } while (before);
  return pages;
}

/** A guest and staff are refused (403) every one of `paths`: the list and the export alike. */
export async function expectGuestAndStaffRefused(t: TestApp, paths: string[]) {
  const guest = await signIn(t, (await insertProfile(t.database.db, { email: uniqueEmail('guest') })).email);
  const staff = await signIn(t, (await insertProfile(t.database.db, { email: uniqueEmail('staff'), role: 'staff' })).email);
  for (const client of [guest, staff]) {
    for (const path of paths) {
      const res = await client.get(path);
      expect(res.statusCode, path).toBe(403);
      expect(errorOf(res).message).toBe(msg.forbidden);
    }
  }
}
