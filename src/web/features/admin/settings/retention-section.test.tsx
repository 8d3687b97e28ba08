import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { z } from 'zod';
import { msg } from '#shared/messages.ts';
import { retentionPreviewResponse, retentionResponse } from '#shared/schemas/retention.ts';
import { answer, sentTo } from '#web/testing/fake-api.ts';
import { anAdmin } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render.tsx';
import { RetentionSection } from './retention-section.tsx';

// The retention rule in the back office's settings (docs/decisions/048): the dry-run count before saving.

describe('Data retention', () => {
  it('shows how many guests the months typed would anonymise before the rule is saved, then saves it', async () => {
    answer('GET', '/admin/data-rights/retention', retentionResponse, { retentionMonths: null, wouldAnonymise: 0 });
    answer('GET', /^\/admin\/data-rights\/retention\/preview\?months=24$/, retentionPreviewResponse, { wouldAnonymise: 3 });
    answer('GET', /^\/admin\/data-rights\/retention\/preview\?months=6$/, retentionPreviewResponse, { wouldAnonymise: 11 });
    answer('PUT', '/admin/data-rights/retention', retentionResponse.extend({ message: z.string() }), { retentionMonths: 6, wouldAnonymise: 11, message: msg.retentionSaved });
    const { user } = renderApp(<RetentionSection />, { as: anAdmin(), path: '/admin/settings' });

    expect(await screen.findByText(/The rule is off/)).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'Anonymise inactive guest accounts' }));
    expect(await screen.findByText('Dry run: with 24 months, 3 guest accounts would be anonymised at the next run.')).toBeVisible();

    const months = screen.getByLabelText('Months without activity');
    await user.clear(months);
    await user.type(months, '6');
    expect(await screen.findByText('Dry run: with 6 months, 11 guest accounts would be anonymised at the next run.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save retention rule' }));
    await expect.poll(() => sentTo('PUT', '/admin/data-rights/retention')).toEqual([{ retentionMonths: 6 }]);
  });

  it('refuses months out of range without asking the server', async () => {
    answer('GET', '/admin/data-rights/retention', retentionResponse, { retentionMonths: 24, wouldAnonymise: 0 });
    answer('GET', /^\/admin\/data-rights\/retention\/preview/, retentionPreviewResponse, { wouldAnonymise: 0 });
    const { user } = renderApp(<RetentionSection />, { as: anAdmin(), path: '/admin/settings' });
    const months = await screen.findByLabelText('Months without activity');
    await user.clear(months);
    await user.type(months, '500');
    expect(await screen.findByText(msg.retentionMonthsInvalid)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save retention rule' })).toBeDisabled();
  });
});
