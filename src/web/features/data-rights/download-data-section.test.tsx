import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { createdDataExportResponse, dataExportResponse, type DataExport } from '#shared/schemas/data-rights.ts';
import { answer, sentTo } from '#web/testing/fake-api.ts';
import { aProfile } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render.tsx';
import { YourDataPage } from './your-data-page.tsx';

// "Download my data" (docs/decisions/048): the page asks for an export, follows it while it is prepared, and offers
// its one-time link, then a new export once it was used.

const ID = '00000000-0000-4000-8000-0000000000aa';
const TOKEN = 'one-time-token/+=';
const anExport = (status: DataExport['status']): DataExport => ({ id: ID, status, expiresAt: '2030-01-01T12:00:00.000Z' });

describe('Download my data', () => {
  it('prepares the export, shows it being prepared, then offers the one-time link, and a new export after the click', async () => {
    answer('POST', '/me/data-exports', createdDataExportResponse, { export: anExport('waiting'), token: TOKEN });
    answer('GET', `/me/data-exports/${ID}`, dataExportResponse, { export: anExport('preparing') });
    const { user } = renderApp(<YourDataPage />, { as: aProfile(), path: '/account/data' });

    await user.click(await screen.findByRole('button', { name: 'Prepare my data' }));
    expect(await screen.findByText(/Preparing your data/)).toBeVisible();
    expect(sentTo('POST', '/me/data-exports')).toHaveLength(1);

    // The worker finishes: the next poll (every 2 s) shows the link.
    answer('GET', `/me/data-exports/${ID}`, dataExportResponse, { export: anExport('ready') });
    const link = await screen.findByRole('link', { name: 'Download my data (zip)' }, { timeout: 5_000 });
    expect(link).toHaveAttribute('href', `/api/me/data-exports/${ID}/download?token=${encodeURIComponent(TOKEN)}`);
    expect(link).toHaveAttribute('download');
    expect(screen.getByText(/This link works once, until/)).toBeVisible();

    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(await screen.findByText(/The link has now been used/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Download my data (zip)' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Prepare a new download' })).toBeVisible();
  });

  it('says so when the export failed, and offers to try again', async () => {
    answer('POST', '/me/data-exports', createdDataExportResponse, { export: anExport('waiting'), token: TOKEN });
    answer('GET', `/me/data-exports/${ID}`, dataExportResponse, { export: anExport('failed') });
    const { user } = renderApp(<YourDataPage />, { as: aProfile(), path: '/account/data' });
    await user.click(await screen.findByRole('button', { name: 'Prepare my data' }));
    expect(await screen.findByText('Your data could not be prepared. Please try again.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Prepare a new download' }));
    expect(sentTo('POST', '/me/data-exports')).toHaveLength(2);
  });
});
