/** docs/protocol.md documents every error code the server can answer (ERROR_STATUS in protocol.ts). */
import { describe, expect, it } from 'vitest';
import { ERROR_STATUS } from '../protocol/protocol.js';
import { read } from './repo.js';

const doc = read('docs/protocol.md');

describe('docs/protocol.md', () => {
  it('lists every error code in its table', () => {
    const missing = Object.keys(ERROR_STATUS).filter((code) => !doc.includes(`| \`${code}\``));
    expect(missing).toEqual([]);
  });
});
