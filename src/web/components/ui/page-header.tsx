import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';

export function PageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        {description && <p className="mt-1 text-sm text-slate-600 sm:text-base">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

/** A page's main action beside its title ('Add Product', 'Create User'): an icon, then the label. */
export function PageAction({ icon: Icon, onClick, disabled, children }: { icon: LucideIcon; onClick(): void; disabled?: boolean; children: ReactNode }) {
  return (
    <Button onClick={onClick} disabled={disabled}>
      <Icon aria-hidden="true" className="size-4" />
      {children}
    </Button>
  );
}
