import { useWatch } from 'react-hook-form';
import { Copy } from 'lucide-react';
import { LOUNGE_DAYS } from '#shared/constants.ts';
import { editionDays, isThursday } from '#shared/edition-days.ts';
import type { Edition } from '#shared/schemas/editions.ts';
import { SubmitFormDialog } from '#web/components/ui/form-dialog.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { dayWithDateLabel } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { useDialogForm } from '#web/lib/use-zod-form.ts';
import { usePrepareEdition, useSaveEdition } from '#web/features/admin/editions/api/editions.ts';
import { editionFormSchema, editionFormValues, toEditionBody, type EditionFormValues } from './edition-form.ts';
import { nextEditionValues } from './next-edition.ts';

/** What the form is for: the next edition, prepared from the newest one, or an edition's own facts. */
export type EditionFormTask = { kind: 'prepare'; from: Edition } | { kind: 'edit'; edition: Edition };

const EMPTY: EditionFormValues = { name: '', festivalStart: '', preorderDeadline: '', contactEmail: '', changeCutoff: '' };
const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

const valuesFor = (task: EditionFormTask | null) =>
  !task ? EMPTY : task.kind === 'prepare' ? nextEditionValues(task.from) : editionFormValues(task.edition);

/** Under the start: the three festival days it gives, once it is a Thursday. */
function festivalDaysHint(festivalStart: string) {
  if (!isThursday(festivalStart)) return t('admin.editions.festivalStartHint');
  const days = editionDays(festivalStart);
  return LOUNGE_DAYS.map((day) => dayWithDateLabel(day, days)).join(' · ');
}

export function EditionFormDialog({ task, onClose }: { task: EditionFormTask | null; onClose(): void }) {
  const prepare = usePrepareEdition();
  const save = useSaveEdition();
  const form = useDialogForm(editionFormSchema, task !== null, valuesFor(task));
  const { errors } = form.formState;
  const festivalStart = useWatch({ control: form.control, name: 'festivalStart' }) ?? '';

  const preparing = task?.kind === 'prepare';
  return (
    <SubmitFormDialog
      open={task !== null}
      onClose={onClose}
      title={preparing ? t('admin.editions.prepareNext') : t('admin.editions.editTitle')}
      form={form}
      send={(values) =>
        task?.kind === 'edit'
          ? save.mutateAsync({ id: task.edition.id, body: toEditionBody(values) })
          : prepare.mutateAsync({ ...toEditionBody(values), copyFrom: task?.from.id ?? '' })
      }
      feedback={{
        success: ({ edition }) => (task?.kind === 'edit' ? t('editionSaved') : t('editionPrepared', { edition: edition.name })),
        fallback: t('admin.editions.saveFailed'),
      }}
      submitLabel={preparing ? t('admin.editions.prepare') : t('admin.editions.save')}
      spaced
    >
      {task?.kind === 'prepare' && (
        <Notice tone="info" icon={Copy}>
          {t('admin.editions.copiesFrom', { edition: task.from.name })}
        </Notice>
      )}
      <TextField label={t('admin.editions.name')} error={errors.name?.message} {...form.register('name')} />
      <TextField
        label={t('admin.editions.festivalStart')}
        type="date"
        hint={festivalDaysHint(festivalStart)}
        error={errors.festivalStart?.message}
        {...form.register('festivalStart')}
      />
      <TextField
        label={t('admin.editions.deadline')}
        type="datetime-local"
        hint={t('admin.editions.deadlineHint', { timeZone })}
        error={errors.preorderDeadline?.message}
        {...form.register('preorderDeadline')}
      />
      <TextField
        label={t('admin.editions.changeCutoff')}
        type="datetime-local"
        hint={t('admin.editions.changeCutoffHint', { timeZone })}
        error={errors.changeCutoff?.message}
        {...form.register('changeCutoff')}
      />
      <TextField
        label={t('admin.editions.contactEmail')}
        type="email"
        autoComplete="off"
        error={errors.contactEmail?.message}
        {...form.register('contactEmail')}
      />
    </SubmitFormDialog>
  );
}
