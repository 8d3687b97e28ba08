import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { Profile } from '#shared/schemas/auth.ts';
import { sessionQueryKey } from '#web/features/auth/api/session.ts';
import { aProfile } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render.tsx';
import { LiveUpdates } from './live-updates.tsx';

/** The streams the page opened, by address; none of them connects. */
let opened: string[] = [];
class RecordedEventSource {
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(url: string) {
    opened.push(url);
  }
  addEventListener() {}
  close() {}
}

beforeEach(() => {
  opened = [];
  vi.stubGlobal('EventSource', RecordedEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function shownTo(as: Profile | null) {
  const { queryClient } = renderApp(<LiveUpdates />, { as });
  await waitFor(() => expect(queryClient.getQueryState(sessionQueryKey)?.status).toBe('success'));
}

describe('live updates', () => {
  it.each([
    ['a guest', aProfile()],
    ['a visitor', null],
  ])('open one stream for %s', async (_, as) => {
    await shownTo(as);
    await waitFor(() => expect(opened).toEqual(['/api/events']));
  });

  it('open none for an application waiting for approval, which the server would refuse (docs/decisions/034)', async () => {
    await shownTo(aProfile({ status: 'inactive' }));
    expect(opened).toEqual([]);
  });
});
