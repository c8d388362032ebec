/**
 * Per-page document titles (issue 18): "<page> · Roundhouse" ("… · 라운드하우스" in Korean), so tabs,
 * history and screen readers say which page (and at a table, whose turn) it is.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The document title for a page named `page` (just the brand when `page` is empty). */
export function pageTitle(page: string, brand = 'Roundhouse'): string {
  const p = page.trim();
  return p ? `${p} · ${brand}` : brand;
}

/** Sets `document.title` to `pageTitle(page, <brand in the current language>)` whenever `page` or the language changes. */
export function usePageTitle(page: string): void {
  const { t } = useTranslation('app');
  const brand = t('brand');
  useEffect(() => {
    document.title = pageTitle(page, brand);
  }, [page, brand]);
}
