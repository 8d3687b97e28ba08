import type { ToastOptions } from 'react-hot-toast';

/*
 * Notifications (react-hot-toast) without its code in the first visit's JavaScript (the /shop budget): the
 * library and its styling engine are fetched once the app has painted (providers.tsx mounts the Toaster
 * lazily) or at the first notification, whichever comes first. Notifications keep their order: each waits
 * for the same load.
 */

type ToastLibrary = typeof import('react-hot-toast').default;
let library: Promise<ToastLibrary> | undefined;
const load = () => (library ??= import('react-hot-toast').then((module) => module.default));

export const toast = {
  success: (message: string, options?: ToastOptions) => void load().then((lib) => lib.success(message, options)),
  error: (message: string, options?: ToastOptions) => void load().then((lib) => lib.error(message, options)),
  dismiss: (id?: string) => void load().then((lib) => lib.dismiss(id)),
};
