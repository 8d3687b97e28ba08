import type { ReactNode } from 'react';
import { Download } from 'lucide-react';
import { buttonClasses } from '#web/components/ui/button-styles.ts';

/** A file to download (an export), shown as a secondary button. */
export function DownloadLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} download className={buttonClasses({ variant: 'secondary' })}>
      <Download aria-hidden="true" className="size-4" />
      {children}
    </a>
  );
}
