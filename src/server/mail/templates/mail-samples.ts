import type { AnyMail } from './mail-payloads.ts';

/** One mail of each kind with typical data: the mail screenshots (scripts/mail-screenshots.ts) and template tests. */
export const MAIL_SAMPLES: AnyMail[] = [
  { kind: 'welcome', payload: { lounges: [{ label: 'VIP Lounge, Table 12', day: 'Friday', date: '2025-09-19' }, { label: 'VIP Lounge, Table 14', day: 'Saturday', date: '2025-09-20' }], tokensReceived: 800, balance: 800 } },
  {
    kind: 'order_placed',
    payload: {
      orderId: '3f2a9c1be4d04c7f9a51c2d3e4f5a6b7',
      items: [
        {
          name: 'Grey Goose Vodka 70cl',
          quantity: 2,
          tokenPrice: 180,
          mixDrinks: ['Red Bull', 'Tonic Water'],
          // The catalogue's translations (docs/decisions/045), where they differ from the English.
          translated: { de: { name: 'Grey Goose Vodka 70cl', mixDrinks: ['Red Bull', 'Tonicwasser'] }, fr: { name: 'Vodka Grey Goose 70 cl', mixDrinks: ['Red Bull', 'Eau tonique'] } },
          lounge: 'VIP Lounge, Table 12',
          day: 'Friday',
          date: '2025-09-19',
        },
        { name: 'Moët & Chandon Brut Impérial', quantity: 1, tokenPrice: 150, mixDrinks: [], lounge: 'VIP Lounge, Table 12', day: 'Friday', date: '2025-09-19' },
      ],
      totalTokens: 510,
      balance: 290,
    },
  },
  {
    kind: 'order_changed',
    payload: {
      orderId: '3f2a9c1be4d04c7f9a51c2d3e4f5a6b7',
      items: [{ name: 'Gin Bottle', quantity: 1, tokenPrice: 180, mixDrinks: ['Tonic', 'Ginger Ale'], lounge: 'VIP 4', day: 'Friday', date: '2026-07-03' }],
      totalTokens: 180,
      delta: 30,
      balance: 830,
    },
  },
  { kind: 'order_cancelled', payload: { orderId: '3f2a9c1be4d04c7f9a51c2d3e4f5a6b7', refundedTokens: 510, balance: 800 } },
  { kind: 'token_receipt', payload: { tokens: 50, amountChf: 500, packageName: 'tokens-50', balance: 340 } },
  { kind: 'reminder', payload: { tokens: 290, deadline: '2025-09-17T18:00:00Z' } },
  {
    kind: 'order_delivered',
    payload: {
      orderId: '3f2a9c1be4d04c7f9a51c2d3e4f5a6b7',
      lounge: 'VIP Lounge, Table 12',
      day: 'Friday',
      date: '2025-09-19',
      items: [{ name: 'Grey Goose 0.7 l', quantity: 1, mixDrinks: ['Tonic Water', 'Red Bull'] }],
    },
  },
  { kind: 'password_reset', payload: { link: 'https://shop.example/reset-password?token=Zm9vYmFyLWJhei1xdXV4LTEyMzQ1Njc4OTAtYWJjZGVm' } },
  { kind: 'security_change', payload: { change: 'passkey_added', name: 'Work laptop' } },
  { kind: 'payout_window', payload: { edition: 'Festival 2025', tokens: 120, payable: 100, lastDay: '2025-11-30', cause: 'Sea rescue' } },
  { kind: 'stock_back', payload: { product: 'Moët & Chandon Brut Impérial', day: 'Friday', date: '2025-09-19' } },
];
