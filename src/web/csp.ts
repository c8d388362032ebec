/**
 * Runs first in the page and in the bot Web Worker: the server's Content-Security-Policy forbids
 * `eval` (no `'unsafe-eval'`, docs/security.md), so zod is told not to probe for or use its
 * `new Function` fast path (it would report a CSP violation). Import it before anything else. In the
 * page, public/zod-jitless.js (a classic script in index.html) sets the same flag even earlier, before
 * any shared module chunk builds a schema.
 */
import { z } from 'zod';

z.config({ jitless: true });
