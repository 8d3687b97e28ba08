import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, type Messages } from '@lingui/core';
import type { ApiErrorBody } from '#shared/api-error-body.ts';
import { localized } from '#shared/localized.ts';
import { msg } from '#shared/messages.ts';
import { api, errorMessage } from '#web/lib/api-client.ts';
import { messages as deMessages } from '#web/locales/de/messages.po';
import { messages as frMessages } from '#web/locales/fr/messages.po';
import { messages as frAdmin } from '#web/locales/fr/admin.po';

// An API error is shown in the person's language from its messageKey and params (docs/decisions/025),
// the way a guest page meets it: through the API client and errorMessage().

/** The server's answer for a refusal, as error-handler.ts writes it. */
const body = (code: string, said: { text: string; key?: string; params?: Record<string, string | number> }, details?: Record<string, unknown>) =>
  ({
    error: { code, message: said.text, ...(said.key && { messageKey: said.key }), ...(said.params && { params: said.params }), ...(details && { details }) },
  }) as ApiErrorBody;

/** The text a page shows for a call the server refused with this answer. */
async function shown(status: number, answer: ApiErrorBody, fallback = 'FALLBACK') {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } })));
  const error = await api.post('/checkout', {}).catch((e: unknown) => e);
  return errorMessage(error, fallback);
}

/** Speaks a language with these catalogues only (a guest page loads messages.po; the back office adds admin.po). */
function speak(language: 'de' | 'fr', ...catalogues: Messages[]) {
  i18n.loadAndActivate({ locale: language, messages: Object.assign({}, ...catalogues) as Messages });
}

afterEach(() => {
  vi.unstubAllGlobals();
  i18n.activate('en');
});

describe('an API error in the person’s language', () => {
  it('German: a VALIDATION_ERROR by its key, with its figure', async () => {
    speak('de', deMessages);
    const quantity = await shown(400, body('VALIDATION_ERROR', { text: msg.quantityRange, key: 'quantityRange' }, { field: 'items.0.quantity' }));
    expect(quantity).toBe('Die Menge muss eine ganze Zahl von 1 bis 99 sein');
    const lines = await shown(400, body('VALIDATION_ERROR', localized('tooManyOrderLines', { n: 50 })));
    expect(lines).toBe('Eine Bestellung kann höchstens 50 Positionen haben');
  });

  it('German: CONFLICT-type codes by their key, whatever the code (a price change, a lounge claimed before)', async () => {
    speak('de', deMessages);
    expect(await shown(409, body('PRICE_CHANGED', localized('priceChanged', { product: 'Pale Ale', price: 18 })))).toBe(
      'Der Preis von Pale Ale beträgt neu 18 Token. Bitte prüfen Sie Ihren Warenkorb.',
    );
    expect(await shown(409, body('ALREADY_ASSIGNED', { text: msg.alreadyAssignedAll, key: 'alreadyAssignedAll' }))).toBe(
      'Ihnen sind bereits alle Lounges mit dieser Buchungsnummer zugewiesen',
    );
  });

  it('French: outOfStock names the day in French', async () => {
    speak('fr', frMessages);
    const said = localized('outOfStock', { product: 'Prosecco', day: 'Friday', left: 2 });
    expect(await shown(409, body('OUT_OF_STOCK', said))).toBe('Pas assez de Prosecco pour vendredi : il en reste 2. Veuillez vérifier votre panier.');
  });

  it('takes the catalogue’s own form of a text whose English adds a clause (guestLimitReached, already ordered some)', async () => {
    speak('de', deMessages);
    const none = localized('guestLimitReached', { product: 'Prosecco', day: 'Saturday', max: 4, already: 0 });
    const some = localized('guestLimitReached', { product: 'Prosecco', day: 'Saturday', max: 4, already: 3 });
    expect(await shown(409, body('GUEST_LIMIT_REACHED', none))).toBe('Sie können für Samstag höchstens 4 × Prosecco bestellen.');
    expect(await shown(409, body('GUEST_LIMIT_REACHED', some))).toBe('Sie können für Samstag höchstens 4 × Prosecco bestellen und haben bereits 3.');
  });

  it('French back office: a status named in the sentence’s own grammar', async () => {
    speak('fr', frMessages, frAdmin);
    const said = localized('orderNotPending', { status: 'completed' });
    expect(await shown(409, body('INVALID_STATUS_TRANSITION', said))).toBe(
      'Seules les commandes en attente peuvent être terminées ou annulées ; cette commande est terminée',
    );
  });

  it('an unknown key, no key (a library’s wording) or a back-office text on a guest page: the general text, not English', async () => {
    speak('de', deMessages);
    expect(await shown(400, body('VALIDATION_ERROR', { text: 'Some future text', key: 'someFutureText' }), 'Allgemeiner Fehler')).toBe('Allgemeiner Fehler');
    expect(await shown(400, body('VALIDATION_ERROR', { text: 'Invalid input: expected array, received string' }), 'Allgemeiner Fehler')).toBe(
      'Allgemeiner Fehler',
    );
    // admin.po is not loaded on a guest page.
    expect(await shown(404, body('NOT_FOUND', { text: msg.adminLoungeNotFound, key: 'adminLoungeNotFound' }), 'Allgemeiner Fehler')).toBe(
      'Allgemeiner Fehler',
    );
  });

  it('English: the server’s own text, unchanged, with or without a key', async () => {
    const said = localized('outOfStock', { product: 'Prosecco', day: 'Friday', left: 2 });
    expect(await shown(409, body('OUT_OF_STOCK', said))).toBe(msg.outOfStock({ product: 'Prosecco', day: 'Friday', left: 2 }));
    expect(await shown(400, body('VALIDATION_ERROR', { text: 'Invalid input: expected array, received string' }))).toBe(
      'Invalid input: expected array, received string',
    );
    expect(await shown(400, body('VALIDATION_ERROR', { text: 'Some future text', key: 'someFutureText' }))).toBe('Some future text');
  });

  it('no answer at all or a crash: the caller’s text in every language', async () => {
    speak('de', deMessages);
    expect(await shown(500, body('INTERNAL_ERROR', { text: msg.unexpectedError, key: 'unexpectedError' }), 'Allgemeiner Fehler')).toBe('Allgemeiner Fehler');
  });
});
