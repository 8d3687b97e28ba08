import { Link } from 'react-router';
import { Coins } from 'lucide-react';
import { paths } from '#web/lib/paths.ts';
import { formatNumber } from '#web/lib/format.ts';
import { cn } from '#web/lib/cn.ts';
import { t } from '#web/lib/i18n/i18n.ts';

/**
 * Balance shortcut to /tokens; signed-out visitors, who have no balance, see the word 'Tokens' (no empty "— tokens"). The link's name is
 * built from its visible words plus hidden context, so speech users can say what they see.
 */
export function TokenPill({ balance, className }: { balance: number | null; className?: string }) {
  return (
    <Link
      to={paths.tokens}
      className={cn(
        'inline-flex min-h-11 items-center gap-1.5 rounded-full md:min-h-9 bg-brand-50 px-3 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 ring-inset hover:bg-brand-100',
        className,
      )}
    >
      <Coins aria-hidden="true" className="size-4" />
      {balance === null ? (
        <>
          {t('nav.tokens')}
          <span className="sr-only"> {t('nav.tokensSignedOutHint')}</span>
        </>
      ) : (
        <>
          <span className="sr-only">{t('nav.tokenBalance')} </span>
          <span className="tabular-nums">{formatNumber(balance)}</span>
          <span className="font-normal max-sm:sr-only"> {t('common.tokensWord', { count: balance })}</span>
        </>
      )}
    </Link>
  );
}
