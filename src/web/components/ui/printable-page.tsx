import type { ReactNode } from 'react';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { PrintButton } from '#web/components/ui/print-button.tsx';
import './printable-page.css';

/**
 * A page that goes on paper alone: printing it leaves out the site's header, the menus, tabs, notifications and
 * whatever carries `data-print-hide` (printable-page.css). The page's own print rules are scoped to
 * `[data-print-page='<name>']`, since every page's stylesheet stays loaded once it has been shown.
 */
export function PrintablePage({ name, children }: { name: string; children: ReactNode }) {
  return <div data-print-page={name}>{children}</div>;
}

type PrintableHeaderProps = { title: string; description: string; printLabel: string; downloads: ReactNode };

/** A printable page's header: its title and text on paper too, Print and the page's downloads on screen only. */
export function PrintableHeader({ title, description, printLabel, downloads }: PrintableHeaderProps) {
  return (
    <PageHeader
      title={title}
      description={description}
      actions={
        <div data-print-hide className="flex flex-wrap gap-2">
          <PrintButton>{printLabel}</PrintButton>
          {downloads}
        </div>
      }
    />
  );
}
