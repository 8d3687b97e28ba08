import type { ReactNode } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';
import { cn } from '#web/lib/cn.ts';

/** `detail`: a second, smaller line under the label (a festival day's date under its name). */
export type TabItem = { value: string; label: string; detail?: string };

/** Tabs that filter or switch a list; arrow keys move between them (Radix). */
export function Tabs({
  items,
  value,
  onValueChange,
  label,
  children,
}: {
  items: TabItem[];
  value: string;
  onValueChange(value: string): void;
  label: string;
  children: ReactNode;
}) {
  return (
    <RadixTabs.Root value={value} onValueChange={onValueChange}>
      <RadixTabs.List aria-label={label} className="mb-4 flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1">
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            className={cn(
              'min-h-11 shrink-0 rounded-lg px-4 text-sm font-medium whitespace-nowrap text-slate-600 transition-colors sm:min-h-9',
              'hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm',
              // Two lines: on a phone the tabs share the row (wrapping only when they cannot fit), a little tighter.
              item.detail && 'flex-1 px-2 py-1 sm:flex-none sm:px-4',
            )}
          >
            {item.label}
            {/* The space keeps the two apart in the tab's accessible name ("Friday (3) 18 September"). */}
            {item.detail && (
              <>
                {' '}
                <span className="block text-xs font-normal">{item.detail}</span>
              </>
            )}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      <RadixTabs.Content value={value} tabIndex={-1} className="focus-visible:outline-none">
        {children}
      </RadixTabs.Content>
    </RadixTabs.Root>
  );
}
