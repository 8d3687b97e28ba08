// Vitest setup of the web project (vitest.config.ts): the DOM matchers, a fresh fake API per test, and a clean
// page and notification list after each (docs/decisions/029-component-tests.md).
import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, expect } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { installFakeApi, resetFakeApi } from './fake-api.ts';

// Conditions, not durations: findBy and waitFor poll until this, long enough for a busy 2-core machine.
configure({ asyncUtilTimeout: 10_000 });

beforeEach(installFakeApi);

afterEach(() => {
  cleanup();
  toast.remove();
  localStorage.clear();
  expect(resetFakeApi(), 'requests the test did not answer, or answered against the contract').toEqual([]);
});
