import { Lock, TriangleAlert } from 'lucide-react';
import type { Edition } from '#shared/schemas/editions.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { t } from '#web/lib/i18n/i18n.ts';
import { useUrlParams } from '#web/lib/use-url-params.ts';
import { useEditions } from '#web/features/admin/editions/api/editions.ts';
import { EDITION_PARAM, useEditionParam } from '#web/features/admin/editions/api/shown-edition.ts';

/** "Festival 2026 · Current", "Festival 2025 · Closed": the state says whether the edition can still be changed. */
const optionLabel = (edition: Edition) =>
  `${edition.name} · ${edition.isCurrent ? t('admin.editions.current') : t('admin.editions.state', { state: edition.state })}`;

/**
 * The edition a back-office page shows (docs/decisions/031): the current one unless another is chosen, which the
 * address keeps (`?edition=<id>`). A closed edition is said to be read-only above the page.
 */
export function EditionSwitcher() {
  const editions = useEditions();
  const editionId = useEditionParam();
  const url = useUrlParams();
  const list = editions.data ?? [];
  const shown = editionId ? list.find((e) => e.id === editionId) : list.find((e) => e.isCurrent);

  return (
    <div className="mb-4 flex flex-col gap-3">
      {/* On paper (packing list, reports) the edition is named instead of chosen. */}
      {shown && <p className="hidden text-lg font-semibold print:block">{shown.name}</p>}
      <div data-print-hide className="flex flex-wrap items-end gap-3">
        <SelectField
          label={t('admin.editions.edition')}
          className="w-full sm:w-80"
          value={shown?.id ?? ''}
          disabled={!editions.data}
          onChange={(e) => url.set(EDITION_PARAM, e.target.value)}
        >
          {/* Until the list is there (or when it failed), the page shows the current edition or the one asked for. */}
          {!shown && (
            <option value="">{editions.isPending ? t('common.loading') : editionId ? t('admin.editions.noneChosen') : t('admin.editions.current')}</option>
          )}
          {list.map((edition) => (
            <option key={edition.id} value={edition.id}>
              {optionLabel(edition)}
            </option>
          ))}
        </SelectField>
        {editions.isError && !editions.data && (
          <Button variant="secondary" onClick={() => void editions.refetch()} busy={editions.isFetching}>
            {t('tryAgain')}
          </Button>
        )}
      </div>
      {editions.isError && !editions.data && (
        <Notice tone="danger" icon={TriangleAlert} role="alert">
          {t('admin.editions.fetchFailed')}
        </Notice>
      )}
      {editionId && editions.data && !shown && (
        <Notice tone="danger" icon={TriangleAlert} role="alert">
          {t('editionNotFound')}
        </Notice>
      )}
      {shown?.state === 'closed' && (
        <Notice tone="info" icon={Lock} role="status">
          {t('admin.editions.closedNotice', { edition: shown.name })}
        </Notice>
      )}
    </div>
  );
}
