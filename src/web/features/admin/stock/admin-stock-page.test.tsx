import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { adminStockResponse, type AdminStockRow } from '#shared/schemas/stock.ts';
import { answer } from '#web/testing/fake-api.ts';
import { anAdmin } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render.tsx';
import { AdminStockPage } from './admin-stock-page.tsx';

const row = (values: Partial<AdminStockRow> & { name: string }): AdminStockRow => ({
  productId: randomUUID(),
  isActive: true,
  day: 'Friday',
  quantity: 4,
  maxPerGuest: null,
  sold: 4,
  left: 0,
  waiting: 0,
  ...values,
});

describe('Stock page: guests waiting (docs/decisions/046-stock-waits.md)', () => {
  it('says how many guests wait to be told a product is back, and nothing where none waits', async () => {
    answer('GET', '/admin/stock?day=Friday', adminStockResponse, {
      day: 'Friday',
      rows: [row({ name: 'Krug Grande Cuvée', waiting: 3 }), row({ name: 'Dom Pérignon', waiting: 1 }), row({ name: 'Lager 6-pack', quantity: null, sold: 2, left: null })],
    });
    renderApp(<AdminStockPage />, { as: anAdmin(), path: '/admin/stock?day=Friday' });
    // The table's row (phones get the same rows as cards).
    const rowOf = async (name: string) => within((await screen.findAllByText(name)).map((cell) => cell.closest('tr')).find(Boolean)!);
    expect((await rowOf('Krug Grande Cuvée')).getByText('3 waiting')).toBeVisible();
    expect((await rowOf('Dom Pérignon')).getByText('1 waiting')).toBeVisible();
    expect((await rowOf('Lager 6-pack')).queryByText(/waiting/)).toBeNull();
  });
});
