import { useEffect, useState } from 'react';
import { Bell, BellOff } from 'lucide-react';
import { t, activeLanguage } from '#web/lib/i18n/i18n.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { useSession } from '#web/features/auth/api/session.ts';
import { usePushState, useRemovePushSubscription, useSavePushSubscription } from './api/push.ts';
import { currentSubscription, pushUnavailable, subscribeBrowser, subscriptionKeys, type PushUnavailable } from './browser-push.ts';

/** This device: receiving (its subscription), not receiving, or unable to; undefined while the browser is asked. */
type DeviceState = { subscription: PushSubscription | null; unavailable: PushUnavailable | null } | undefined;

const UNAVAILABLE_TEXT: Record<PushUnavailable, () => string> = {
  unsupported: () => t('notifications.unsupported'),
  blocked: () => t('notifications.blocked'),
  noWorker: () => t('notifications.noWorker'),
};

/**
 * "Notifications" (docs/decisions/043-web-push.md): push messages on or off for this device, asked for only when the
 * person taps "Turn on". A subscription the browser holds is told to the server again on every visit, so the server
 * knows it under the person signed in here and in the language shown.
 */
export function NotificationsPage() {
  const { isStaff } = useSession();
  const push = usePushState();
  const save = useSavePushSubscription();
  const remove = useRemovePushSubscription();
  const [device, setDevice] = useState<DeviceState>(undefined);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void (async () => {
      const unavailable = await pushUnavailable();
      const subscription = unavailable ? null : await currentSubscription();
      if (!live) return;
      setDevice({ subscription, unavailable });
      if (subscription) save.mutate({ ...subscriptionKeys(subscription), language: activeLanguage() });
    })();
    return () => {
      live = false;
    };
    // Once per visit: `save` is a new object each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const turnOn = async (publicKey: string) => {
    setBusy(true);
    try {
      const subscription = await subscribeBrowser(publicKey);
      if (!subscription) {
        setDevice({ subscription: null, unavailable: await pushUnavailable() });
        toast.error(t('notifications.notAllowed'));
        return;
      }
      try {
        await save.mutateAsync({ ...subscriptionKeys(subscription), language: activeLanguage() });
      } catch (error) {
        // The server will not send there: the browser keeps no subscription that leads nowhere.
        await subscription.unsubscribe().catch(() => false);
        throw error;
      }
      setDevice({ subscription, unavailable: null });
      toast.success(t('notifications.turnedOn'));
    } catch (error) {
      toast.error(errorMessage(error, t('notifications.failed')));
    } finally {
      setBusy(false);
    }
  };

  const turnOff = async (subscription: PushSubscription) => {
    setBusy(true);
    try {
      await remove.mutateAsync(subscription.endpoint);
      await subscription.unsubscribe();
      setDevice({ subscription: null, unavailable: null });
      toast.success(t('notifications.turnedOff'));
    } catch (error) {
      toast.error(errorMessage(error, t('notifications.failed')));
    } finally {
      setBusy(false);
    }
  };

  const on = Boolean(device?.subscription);
  const publicKey = push.data?.publicKey;
  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader title={t('notifications.title')} description={t('notifications.description')} />
      <section aria-labelledby="notifications-device" className="card flex flex-col gap-4 p-4 sm:p-6">
        <div className="flex items-start gap-3">
          {on ? <Bell aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" /> : <BellOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />}
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id="notifications-device" className="font-semibold text-slate-900">
                {t('notifications.thisDevice')}
              </h2>
              {device && !device.unavailable && <Badge tone={on ? 'success' : 'neutral'}>{on ? t('notifications.on') : t('notifications.off')}</Badge>}
            </div>
            <p className="mt-1 text-sm text-slate-600">{isStaff ? t('notifications.whatStaffGet') : t('notifications.whatGuestsGet')}</p>
          </div>
        </div>
        {device?.unavailable && (
          <Notice tone="info" role="status">
            {UNAVAILABLE_TEXT[device.unavailable]()}
          </Notice>
        )}
        {device && !device.unavailable && (
          <div className="flex flex-col items-start gap-1.5">
            {device.subscription ? (
              <Button variant="secondary" busy={busy} onClick={() => void turnOff(device.subscription!)}>
                {t('notifications.turnOff')}
              </Button>
            ) : (
              <Button busy={busy} disabled={!publicKey} onClick={() => publicKey && void turnOn(publicKey)}>
                {t('notifications.turnOn')}
              </Button>
            )}
          </div>
        )}
        {push.data && push.data.devices > 0 && (
          <p className="text-sm text-slate-500">{t('notifications.devices', { count: push.data.devices })}</p>
        )}
      </section>
    </div>
  );
}
