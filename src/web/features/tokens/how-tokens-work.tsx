import { CircleHelp } from 'lucide-react';
import { msg } from '#shared/messages.ts';

export function HowTokensWork() {
  return (
    <section aria-labelledby="how-tokens-heading" className="rounded-xl bg-brand-50 p-5 ring-1 ring-brand-200 ring-inset">
      <h2 id="how-tokens-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <CircleHelp aria-hidden="true" className="size-5 text-brand-600" />
        {msg.howTokensWork}
      </h2>
      <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm leading-relaxed text-slate-700">
        <li>Tokens are the currency of the lounge shop: every product has a price in whole tokens.</li>
        <li>When you register with your booking number, you receive your lounge's minimum consumption as tokens.</li>
        <li>Need more? Buy a package here with your card; the tokens are added as soon as the payment is confirmed.</li>
        <li>Tokens never expire. Your statement below lists every token you received and spent.</li>
      </ul>
    </section>
  );
}
