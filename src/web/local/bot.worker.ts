/** The bot Web Worker: answers `BotRequest`s with `decide`, so bot thinking never blocks the page. */
import '../csp.js';
import { decide } from './botCore.js';
import type { BotRequest } from './types.js';

self.onmessage = (event: MessageEvent<BotRequest>) => {
  self.postMessage(decide(event.data));
};
