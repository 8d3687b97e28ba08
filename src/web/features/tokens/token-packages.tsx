import { Coins } from 'lucide-react';
import type { TokenPackage } from '#shared/constants.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { formatChf, formatNumber, perTokenPrice } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';

type Props = {
  packages: TokenPackage[];
  /** The package whose payment is being opened, if any: every button waits meanwhile. */
  pendingId: string | null;
  disabled: boolean;
  onChoose(pkg: TokenPackage): void;
};

export function TokenPackages({ packages, pendingId, disabled, onChoose }: Props) {
  return (
    <ul className="grid gap-6 pt-3 sm:grid-cols-3 sm:gap-4" aria-label={t('tokens.packages')}>
      {packages.map((pkg) => (
        <li
          key={pkg.id}
          className={cn(
            'relative flex flex-col rounded-xl bg-white p-5 shadow-sm',
            pkg.popular ? 'ring-2 ring-brand-500' : 'ring-1 ring-slate-200',
          )}
        >
          {pkg.popular && (
            <Badge tone="brand" className="absolute -top-3 left-1/2 -translate-x-1/2 bg-brand-600 text-white ring-brand-600">
              {t('mostPopular')}
            </Badge>
          )}
          <p className="flex items-center gap-2 text-3xl font-bold tabular-nums text-slate-900">
            <Coins aria-hidden="true" className="size-7 text-brand-600" />
            {formatNumber(pkg.tokens)}
            <span className="text-base font-medium text-slate-600">{t('common.tokensWord', { count: pkg.tokens })}</span>
          </p>
          <p className="mt-3 text-xl font-semibold text-slate-900">{formatChf(pkg.priceChf)}</p>
          <p className="text-sm text-slate-600">{perTokenPrice(pkg.priceChf, pkg.tokens)}</p>
          <Button
            className="mt-5"
            fullWidth
            variant={pkg.popular ? 'primary' : 'secondary'}
            busy={pendingId === pkg.id}
            disabled={disabled || (pendingId !== null && pendingId !== pkg.id)}
            onClick={() => onChoose(pkg)}
          >
            {t('tokens.buy', { tokens: pkg.tokens })}
          </Button>
        </li>
      ))}
    </ul>
  );
}
