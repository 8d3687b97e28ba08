import { Armchair, Plus } from 'lucide-react';
import { msg } from '#shared/messages.ts';
import type { MyLounge } from '#shared/schemas/auth.ts';
import { Button } from '#web/components/ui/button.tsx';
import { loungeWithDay } from '#web/lib/format.ts';

export function YourLounges({ lounges, loading, onAssign }: { lounges: MyLounge[]; loading: boolean; onAssign(): void }) {
  return (
    <section aria-labelledby="your-lounges-heading" className="card p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="your-lounges-heading" className="font-semibold text-slate-900">
          {msg.yourLounges}
        </h2>
        <Button variant="secondary" size="sm" onClick={onAssign}>
          <Plus aria-hidden="true" className="size-4" />
          {msg.assignToOtherLounge}
        </Button>
      </div>
      {lounges.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2">
          {lounges.map((lounge) => (
            <li
              key={lounge.id}
              className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-700 ring-1 ring-brand-200 ring-inset"
            >
              <Armchair aria-hidden="true" className="size-4" />
              {loungeWithDay(lounge)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-600">
          {loading ? 'Loading your lounges...' : 'No lounges yet. Add one with your booking number to start ordering.'}
        </p>
      )}
    </section>
  );
}
