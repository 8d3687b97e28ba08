import type { ReactNode } from 'react';
import { Sparkles } from 'lucide-react';

/** Stand-in body for pages whose feature work has not landed yet. */
export function ComingSoon({ children }: { children: ReactNode }) {
  return (
    <section className="flex items-start gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-600">
      <Sparkles aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
      <div className="text-sm leading-relaxed">{children}</div>
    </section>
  );
}
