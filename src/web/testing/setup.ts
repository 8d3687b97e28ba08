// Vitest setup of the web project (vitest.config.ts): the DOM matchers, a fresh fake API per test, and a clean
// page and notification list after each (docs/decisions/029-component-tests.md).
import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, expect } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { editionsResponse } from '#shared/schemas/editions.ts';
import { publicSettingsSchema } from '#shared/schemas/settings.ts';
import { answer, installFakeApi, resetFakeApi } from './fake-api.ts';
import { anEdition, publicSettings } from './fixtures.ts';

// Conditions, not durations: findBy and waitFor poll until this, long enough for a busy 2-core machine.
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => {
  installFakeApi();
  // What every page may ask besides its own data: the shop settings with the current edition, and (back office)
  // the editions its switcher offers (docs/decisions/031). A test answering them itself wins.
  answer('GET', '/settings/public', publicSettingsSchema, publicSettings());
  answer('GET', '/admin/editions', editionsResponse, { editions: [anEdition()] });
});

afterEach(() => {
  cleanup();
  toast.remove();
  localStorage.clear();
  expect(resetFakeApi(), 'requests the test did not answer, or answered against the contract').toEqual([]);
});
