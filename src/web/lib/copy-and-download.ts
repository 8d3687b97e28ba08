import { toast } from '#web/lib/toast.ts';
import { t } from '#web/lib/i18n/i18n.ts';

/** Puts a text on the clipboard and says so (`done`), or that the browser refused. */
export async function copyText(text: string, done: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(done);
  } catch {
    toast.error(t('common.copyFailed'));
  }
}

/** Saves a text as a file in the browser's downloads, made on the page (nothing is sent anywhere). */
export function downloadText(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
