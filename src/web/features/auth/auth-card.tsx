import type { ReactNode } from 'react';
import { Wine } from 'lucide-react';
import { t } from '#web/lib/i18n/i18n.ts';

/** The centred card shared by the sign-in and password reset screens. */
export function AuthCard({ subtitle, children }: { subtitle: string; children: ReactNode }) {
  return (
    <main className="flex min-h-dvh items-start justify-center bg-gradient-to-b from-brand-50 to-slate-50 px-4 py-10 sm:items-center sm:py-16">
      <div className="w-full max-w-md">
        <div className="mb-6 flex flex-col items-center text-center">
          <span className="flex size-12 items-center justify-center rounded-xl bg-brand-600 text-white shadow-md">
            <Wine aria-hidden="true" className="size-6" />
          </span>
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('app.name')}</h1>
          <p className="mt-1 text-slate-600">{subtitle}</p>
        </div>
        <div className="card p-6 sm:p-8">{children}</div>
      </div>
    </main>
  );
}
