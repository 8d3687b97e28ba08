/** An item of the account dropdown (desktop); its own module, so only the lazily loaded menu code carries it. */
export const menuItemClass =
  'flex min-h-10 cursor-pointer items-center gap-2 rounded-md px-3 text-sm text-slate-700 outline-none select-none ' +
  'data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-700 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60';
