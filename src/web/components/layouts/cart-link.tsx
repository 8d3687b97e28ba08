import { Link } from 'react-router';
import { ShoppingCart } from 'lucide-react';
import { paths } from '#web/lib/paths.ts';
import { cn } from '#web/lib/cn.ts';
import { t } from '#web/lib/i18n/i18n.ts';

export function CartLink({ count, className, onClick }: { count: number; className?: string; onClick?: () => void }) {
  const label = count > 0 ? t('nav.cartWithItems', { count }) : t('nav.cart');
  return (
    <Link
      to={paths.cart}
      aria-label={label}
      title={t('nav.cart')}
      onClick={onClick}
      className={cn(
        'relative inline-flex size-11 items-center md:size-10 justify-center rounded-lg text-slate-700 hover:bg-slate-100',
        className,
      )}
    >
      <ShoppingCart aria-hidden="true" className="size-5" />
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-0.5 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-xs font-semibold text-white tabular-nums"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
