import type { ReactNode } from 'react';
import './printable-page.css';

/**
 * A page that goes on paper alone: printing it leaves out the site's header, the menus, tabs, notifications and
 * whatever carries `data-print-hide` (printable-page.css). The page's own print rules are scoped to
 * `[data-print-page='<name>']`, since every page's stylesheet stays loaded once it has been shown.
 */
export function PrintablePage({ name, children }: { name: string; children: ReactNode }) {
  return <div data-print-page={name}>{children}</div>;
}
