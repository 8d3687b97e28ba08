import type { Page } from 'playwright-core';

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/**
 * Records every violation of the Content Security Policy the server sends (no inline script, no foreign origins),
 * whether the browser reports it on the console or as a securitypolicyviolation event, from the page's first script
 * on and across navigations. Answers a function that takes the violations since its last call, labelled `where`.
 */
export async function watchCsp(page: Page) {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) seen.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.cspViolations!.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  return async (where: string) => {
    const events = await page.evaluate(() => window.cspViolations?.splice(0) ?? []);
    return [...seen.splice(0), ...events].map((v) => `${where}: ${v}`);
  };
}
