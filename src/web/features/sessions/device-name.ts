import type { AccountSession } from '#shared/schemas/sessions.ts';
import { t } from '#web/lib/i18n/i18n.ts';

/** 'Firefox on macOS', or what is known of it: the server names a browser and a system it recognises, else neither. */
export const deviceName = ({ browser, os }: Pick<AccountSession, 'browser' | 'os'>) =>
  browser && os ? t('sessions.browserOnSystem', { browser, system: os }) : (browser ?? os ?? t('sessions.unknownDevice'));

const PHONE_SYSTEMS = new Set(['iOS', 'Android']);

/** Whether to draw the session as a phone rather than a computer. */
export const isPhone = ({ os }: Pick<AccountSession, 'os'>) => os !== null && PHONE_SYSTEMS.has(os);
