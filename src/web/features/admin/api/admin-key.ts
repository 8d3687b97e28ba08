/** Every back-office query lives under this key, so signing out drops it with the rest. */
export const adminKey = (...parts: string[]) => ['admin', ...parts] as const;
