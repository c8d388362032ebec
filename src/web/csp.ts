/**
 * Runs first in the page and in the bot Web Worker: the server's Content-Security-Policy forbids
 * `eval` (no `'unsafe-eval'`, docs/security.md), so zod is told not to probe for or use its
 * `new Function` fast path (it would report a CSP violation). Import it before anything else.
 */
import { z } from 'zod';

z.config({ jitless: true });
