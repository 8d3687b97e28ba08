import type { ToastOptions } from 'react-hot-toast';

/*
 * Notifications (react-hot-toast) without its code in the first visit's JavaScript (the /shop budget): the
 * library and its styling engine are fetched once the first load is over (providers.tsx mounts the Toaster
 * lazily then) or at the first notification, whichever comes first. Notifications keep their order: each waits
 * for the same load.
 */

type ToastLibrary = typeof import('react-hot-toast').default;
let library: Promise<ToastLibrary> | undefined;
const asking = new Set<() => void>();
const load = () => {
  if (library) return library;
  library = import('react-hot-toast').then((module) => module.default);
  for (const listener of asking) listener();
  return library;
};

/** Whether a notification has been asked for, for providers.tsx to mount the container then at the latest (useSyncExternalStore). */
export const toastAsked = {
  subscribe: (listener: () => void) => {
    asking.add(listener);
    return () => void asking.delete(listener);
  },
  get: () => library !== undefined,
};

export const toast = {
  success: (message: string, options?: ToastOptions) => void load().then((lib) => lib.success(message, options)),
  error: (message: string, options?: ToastOptions) => void load().then((lib) => lib.error(message, options)),
  dismiss: (id?: string) => void load().then((lib) => lib.dismiss(id)),
};
