import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readJson } from '#server/testing/api-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { useTestDatabase } from '#server/testing/suite.ts';

const database = useTestDatabase();
const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((t) => t.app.close()));
});
const healthResponse = z.object({ status: z.string(), database: z.string(), redis: z.string().optional() });

async function health(redisUrl?: string) {
  const t = await createTestApp({ redisUrl }, database);
  apps.push(t);
  const res = await t.app.inject({ method: 'GET', url: '/api/health' });
  return [res.statusCode, readJson(res, healthResponse)];
}

describe('readiness: /api/health reports every dependency the instance needs', () => {
  it('without Redis configured: the database alone', async () => {
    expect(await health()).toEqual([200, { status: 'ok', database: 'up' }]);
  });

  it('with Redis up: both up', async () => {
    expect(await health(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379')).toEqual([200, { status: 'ok', database: 'up', redis: 'up' }]);
  });

  it('with Redis configured but down: 503, so a load balancer takes the instance out', async () => {
    expect(await health('redis://127.0.0.1:1')).toEqual([503, { status: 'degraded', database: 'up', redis: 'down' }]);
  });
});
