import type { ReactNode } from 'react';
import { Printer } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';

/** Opens the browser's print dialog for the page (see printable-page.tsx for what goes on paper). */
export function PrintButton({ children }: { children: ReactNode }) {
  return (
    <Button variant="secondary" onClick={() => window.print()}>
      <Printer aria-hidden="true" className="size-4" />
      {children}
    </Button>
  );
}
