import { describe, expect, it } from 'vitest';
import { MAIL_SAMPLES } from './mail-samples.ts';
import { renderMail } from './render-mail.tsx';

// A festival day is named with its date where the mail has it, in the mail's language (docs/decisions/031); rows
// queued before editions carry no date and keep the weekday alone.
describe('festival days in mails', () => {
  const delivered = MAIL_SAMPLES.find((m) => m.kind === 'order_delivered')!;
  const undated = { ...delivered, payload: { ...delivered.payload, date: undefined } } as typeof delivered;

  it.each([
    ['en', 'Friday 19 September'],
    ['de', 'Freitag, 19. September'],
    ['fr', 'vendredi 19 septembre'],
  ])('in %s: %s', async (language, text) => {
    for (const kind of ['welcome', 'order_placed', 'order_delivered'] as const) {
      const mail = await renderMail(MAIL_SAMPLES.find((m) => m.kind === kind)!, 'https://shop.example', language);
      expect(mail.text, kind).toContain(text);
    }
  });

  it('keeps the weekday alone for a mail queued without a date', async () => {
    const mail = await renderMail(undated, 'https://shop.example', 'en');
    expect(mail.text).toContain('Friday');
    expect(mail.text).not.toContain('September');
  });
});
