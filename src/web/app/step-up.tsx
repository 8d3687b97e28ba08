import { useEffect, useState } from 'react';
import { handleStepUp } from '#web/lib/api-client.ts';
import { lazyNamed, MountOnceOpened } from '#web/lib/lazy-component.tsx';
import { withAccountCatalogue } from '#web/lib/i18n/area-catalogues.ts';
import type { StepUpRequest } from '#web/app/step-up-dialog.tsx';

// The dialog's form (the code field, passkeys, zod) and its texts are fetched the first time an action asks for a step-up.
const StepUpDialog = lazyNamed(() => withAccountCatalogue(import('#web/app/step-up-dialog.tsx')), (m) => m.StepUpDialog);

/**
 * The one step-up dialog of the app (docs/decisions/038-second-factor.md): the API client opens it when an
 * action that moves tokens answers 403 STEP_UP_REQUIRED, waits while the person proves their second factor,
 * then sends the action again. Mounted once, in the layout of every signed-in page.
 */
export function StepUp() {
  const [request, setRequest] = useState<StepUpRequest | null>(null);
  useEffect(() => {
    let waiting: ((proved: boolean) => void) | null = null;
    const stop = handleStepUp(
      (methods) =>
        new Promise<boolean>((resolve) => {
          waiting = resolve;
          setRequest({
            methods,
            settle: (proved) => {
              waiting = null;
              setRequest(null);
              resolve(proved);
            },
          });
        }),
    );
    return () => {
      stop();
      // Leaving the layout (signing out) cancels a step-up still asked for: its caller gets the refusal.
      waiting?.(false);
    };
  }, []);
  return (
    <MountOnceOpened open={request !== null}>
      <StepUpDialog request={request} />
    </MountOnceOpened>
  );
}
