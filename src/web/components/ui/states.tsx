import type { ReactNode } from 'react';
import { Inbox, TriangleAlert, type LucideIcon } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';
import { Button } from '#web/components/ui/button.tsx';
import { t } from '#web/lib/i18n/i18n.ts';

/*
 * The designed states every list and page shares: empty and failed, in two sizes. The full size is a
 * card of its own with a heading; the compact size sits inside something that already has a frame (a
 * table, a statement, a dialog) and carries no heading. Loading is the Spinner.
 */

type StateProps = {
  title: string;
  /** One or two sentences of help under the title. */
  children?: ReactNode;
  /** A link or button that leads on, such as Continue Shopping. */
  action?: ReactNode;
  compact?: boolean;
  className?: string;
};

function StateFrame({
  icon: Icon,
  iconClass,
  title,
  children,
  action,
  compact = false,
  className,
  role,
}: StateProps & { icon: LucideIcon; iconClass: string; role?: 'alert' }) {
  const Title = compact ? 'p' : 'h2';
  return (
    <section
      role={role}
      className={cn(
        'flex flex-col items-center text-center',
        compact ? 'gap-2 px-4 py-8' : 'card gap-3 px-6 py-12',
        className,
      )}
    >
      <span className={cn('flex items-center justify-center rounded-full', compact ? 'size-10' : 'size-12', iconClass)}>
        <Icon aria-hidden="true" className={compact ? 'size-5' : 'size-6'} />
      </span>
      <Title className={cn('font-semibold text-slate-900', compact ? 'text-sm' : 'text-lg')}>{title}</Title>
      {children && <div className="max-w-md text-sm text-slate-600">{children}</div>}
      {action && <div className="mt-1">{action}</div>}
    </section>
  );
}

/** Nothing here (yet): a calm grey icon, what is missing, and where to go next. */
export function EmptyState({ icon = Inbox, ...props }: StateProps & { icon?: LucideIcon }) {
  return <StateFrame icon={icon} iconClass="bg-slate-100 text-slate-500" {...props} />;
}

type ErrorStateProps = Omit<StateProps, 'action'> & { onRetry?: () => void; retrying?: boolean; action?: ReactNode };

/** Loading failed: announced as an alert, with what went wrong and 'Try Again'. */
export function ErrorState({ onRetry, retrying = false, action, ...props }: ErrorStateProps) {
  const retry = onRetry && (
    <Button variant="secondary" size={props.compact ? 'sm' : 'md'} onClick={onRetry} busy={retrying}>
      {t('tryAgain')}
    </Button>
  );
  return <StateFrame role="alert" icon={TriangleAlert} iconClass="bg-danger-bg text-danger-fg" action={action ?? retry} {...props} />;
}
