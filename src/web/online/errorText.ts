/**
 * Server (and client transport) errors in the reader's language, by their stable code (issue 18):
 * `errors.<CODE>` in the `app` namespace, else the generic `errors.unknown` naming the code. The
 * server's English `message` is never shown.
 */
import type { TFunction } from 'i18next';

/** Anything carrying an error code (ApiError, a WebSocket error message); other errors count as INTERNAL. */
export function errorText(t: TFunction, error: unknown): string {
  const code =
    typeof error === 'object' && error !== null && 'code' in error && typeof (error as { code: unknown }).code === 'string'
      ? (error as { code: string }).code
      : 'INTERNAL';
  return t(`errors.${code}`, { ns: 'app', defaultValue: t('errors.unknown', { ns: 'app', code }) });
}
