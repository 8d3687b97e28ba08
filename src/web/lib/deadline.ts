import { useEffect, useState } from 'react';
import { t } from '#web/lib/i18n/i18n.ts';

export type TimeLeft = { days: number; hours: number; minutes: number; seconds: number };

/** Whole days, hours, minutes and seconds until the deadline; null once it has passed. */
export function timeLeft(deadline: Date, now: Date): TimeLeft | null {
  const ms = deadline.getTime() - now.getTime();
  if (!(ms > 0)) return null;
  const total = Math.floor(ms / 1000);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** What a screen reader hears: minute precision, so announcing it at most once a minute says everything. */
export function timeLeftSentence(left: TimeLeft) {
  if (left.days === 0 && left.hours === 0 && left.minutes === 0) return t('countdown.lessThanMinute');
  const parts = [
    left.days > 0 && t('countdown.dayCount', { count: left.days }),
    (left.days > 0 || left.hours > 0) && t('countdown.hourCount', { count: left.hours }),
    t('countdown.minuteCount', { count: left.minutes }),
  ].filter((p): p is string => Boolean(p));
  return t('countdown.sentence', { parts: parts.join(', ') });
}

/** The current time, renewed every second while `active`. */
export function useNow(active = true) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
}

// setTimeout fires at once for delays beyond 2^31-1 ms (about 24.8 days), so long waits are re-armed.
const MAX_TIMEOUT = 2_147_483_647;

/** True once the deadline has passed; re-renders only at that moment, not every second. */
export function useDeadlinePassed(deadline: Date | undefined) {
  const at = deadline?.getTime();
  // The moment last looked at, kept in state so that rendering stays pure; a timer moves it on at the deadline.
  const [lookedAt, setLookedAt] = useState(() => Date.now());
  const passed = at !== undefined && lookedAt >= at;
  useEffect(() => {
    if (at === undefined || passed) return;
    const timer = window.setTimeout(() => setLookedAt(Date.now()), Math.min(at - Date.now() + 50, MAX_TIMEOUT));
    return () => window.clearTimeout(timer);
  }, [at, passed, lookedAt]);
  return passed;
}
