import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { pushMessages, pushSubscriptions } from '#server/db/schema/index.ts';
import { createSession } from '#server/auth/sessions.repo.ts';
import { insertClaimedLounge, insertProfile } from '#server/testing/fixtures.ts';
import { startPushTestService, type PushTestService } from '#server/testing/push-test-service.ts';
import { openShop } from '#server/testing/shop-fixtures.ts';
import { useTwoServerProcesses } from '#server/testing/two-server-processes.ts';
import { waitFor } from '#server/testing/wait-for.ts';
import { onPostgres } from '#server/testing/test-db.ts';

// docs/decisions/043-web-push.md across instances: two server processes on one PostgreSQL share one VAPID key pair,
// and both push workers (polling every 50 ms) drain one outbox, each message sent once.
let service: PushTestService;
beforeAll(async () => {
  if (onPostgres) service = await startPushTestService();
});
afterAll(() => service?.close());
const { servers, db } = useTwoServerProcesses({
  prepare: openShop,
  env: () => ({ PUSH_SERVICE_ORIGINS: service.origin, NODE_EXTRA_CA_CERTS: service.caFile, MAIL_POLL_MS: '50' }),
});

/** A guest with tokens (a claimed lounge) and a browser subscribed at the test push service. */
async function subscribedGuest(tokens: number) {
  const profile = await insertProfile(db(), { email: `push-${randomUUID()}@example.com` });
  await insertClaimedLounge(db(), profile.id, { minimumConsumptionTokens: tokens });
  const browser = service.browser();
  await db().insert(pushSubscriptions).values({ profileId: profile.id, endpoint: browser.endpoint, ...browser.body.keys, language: 'en' });
  return browser;
}

describe.runIf(onPostgres)('push messages on two server processes, one PostgreSQL', () => {
  it('share one key pair and send each message once', async () => {
    const admin = await insertProfile(db(), { email: `admin-${randomUUID()}@example.com`, role: 'admin' });
    const cookie = `session=${await createSession(db(), admin.id)}`;
    const keys = await Promise.all(
      servers.map(async (server) => ((await (await fetch(`${server.url}/api/me/push`, { headers: { cookie } })).json()) as { publicKey: string }).publicKey),
    );
    expect(keys[0]).toMatch(/^B/);
    expect(keys[1]).toBe(keys[0]);

    const browsers = await Promise.all(Array.from({ length: 16 }, (_, i) => subscribedGuest(10 + i)));
    const res = await fetch(`${servers[1]!.url}/api/admin/mails/reminders`, { method: 'POST', headers: { 'content-type': 'application/json', origin: servers[1]!.url, cookie }, body: '{}' });
    expect(res.status).toBe(200);

    const endpoints = browsers.map((b) => b.endpoint);
    await waitFor(async () => {
      const subscriptions = await db().select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(inArray(pushSubscriptions.endpoint, endpoints));
      const rows = await db().select().from(pushMessages).where(inArray(pushMessages.subscriptionId, subscriptions.map((s) => s.id)));
      return rows.length === browsers.length && rows.every((r) => r.status === 'sent');
    }, 'every push message sent', 120_000);

    expect(service.failures).toEqual([]);
    for (const browser of browsers) {
      expect(service.of(browser)).toHaveLength(1);
      expect(service.of(browser)[0]).toMatchObject({ vapidKey: keys[0], payload: { title: 'Your tokens are waiting' } });
    }
    expect(service.received).toHaveLength(browsers.length);
  }, 300_000);
});
