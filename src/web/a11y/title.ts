/**
 * Per-page document titles (issue 18): "<page> · Roundhouse", so tabs, history and screen readers
 * say which page (and at a table, whose turn) it is.
 */
import { useEffect } from 'react';

/** The document title for a page named `page` (just the brand when `page` is empty). */
export function pageTitle(page: string, brand = 'Roundhouse'): string {
  const p = page.trim();
  return p ? `${p} · ${brand}` : brand;
}

/** Sets `document.title` to `pageTitle(page)` while the calling page is shown (and whenever `page` changes). */
export function usePageTitle(page: string): void {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
