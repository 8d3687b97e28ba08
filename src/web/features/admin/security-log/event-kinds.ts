import type { SecurityEventKind } from '#shared/constants.ts';
import { t } from '#web/lib/i18n/i18n.ts';

/** The catalogue key of each kind's name (a literal per kind, so the catalogue check sees each one used). */
const KIND_KEYS: Record<SecurityEventKind, string> = {
  'sign_in.succeeded': 'admin.securityLog.kindSignInSucceeded',
  'sign_in.second_factor_awaited': 'admin.securityLog.kindSignInSecondFactorAwaited',
  'sign_in.failed': 'admin.securityLog.kindSignInFailed',
  'sign_in.throttled': 'admin.securityLog.kindSignInThrottled',
  'second_factor.signed_in': 'admin.securityLog.kindSecondFactorSignedIn',
  'second_factor.failed': 'admin.securityLog.kindSecondFactorFailed',
  'step_up.passed': 'admin.securityLog.kindStepUpPassed',
  'second_factor.added': 'admin.securityLog.kindSecondFactorAdded',
  'second_factor.removed': 'admin.securityLog.kindSecondFactorRemoved',
  'recovery_codes.renewed': 'admin.securityLog.kindRecoveryCodesRenewed',
  'second_factor.reset_by_admin': 'admin.securityLog.kindSecondFactorResetByAdmin',
  'password_reset.requested': 'admin.securityLog.kindPasswordResetRequested',
  'password_reset.completed': 'admin.securityLog.kindPasswordResetCompleted',
  'password.changed': 'admin.securityLog.kindPasswordChanged',
  'access.refused': 'admin.securityLog.kindAccessRefused',
  'account.deleted': 'admin.securityLog.kindAccountDeleted',
};

const isKnown = (kind: string): kind is SecurityEventKind => Object.hasOwn(KIND_KEYS, kind);

/** A kind's name in the reader's language; a kind the page does not know yet is shown as it is written. */
export const kindName = (kind: string) => (isKnown(kind) ? t(KIND_KEYS[kind]) : kind);

/** The names of the details the door records; others keep their own. */
const DETAIL_KEYS: Record<string, string> = {
  route: 'admin.securityLog.detailRoute',
  status: 'admin.securityLog.detailStatus',
  userAgent: 'admin.securityLog.detailBrowser',
};

export const detailName = (key: string) => (Object.hasOwn(DETAIL_KEYS, key) ? t(DETAIL_KEYS[key]!) : key);
