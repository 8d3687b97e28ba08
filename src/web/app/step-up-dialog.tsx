import { useQueryClient } from '@tanstack/react-query';
import type { Profile, SecondFactorMethod } from '#shared/schemas/auth.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { setProfile } from '#web/features/auth/api/session.ts';
import { SecondFactorProof } from '#web/features/auth/second-factor/second-factor-proof.tsx';

/** An action waiting for a fresh proof: the methods offered, and how to tell the API client the outcome. */
export type StepUpRequest = { methods: SecondFactorMethod[]; settle(proved: boolean): void };

/** Over the page whose action asked for it; the page's form stays as it was typed, waiting for the answer. */
export function StepUpDialog({ request }: { request: StepUpRequest | null }) {
  const queryClient = useQueryClient();
  const onProved = (profile: Profile) => {
    setProfile(queryClient, profile);
    request?.settle(true);
  };
  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => !open && request?.settle(false)}
      title={t('secondFactor.stepUpTitle')}
      description={t('stepUpRequired')}
      size="sm"
      overDialogs
    >
      {request && <SecondFactorProof methods={request.methods} onProved={onProved} onCancel={() => request.settle(false)} />}
    </Dialog>
  );
}
