/**
 * The page's side of the bot worker: `ask()` posts a request and resolves with the bot's action.
 * Falls back to deciding on the page (after yielding to the event loop) where Worker is unavailable.
 */
import type { BotReply, BotRequest } from './types.js';

/** Asks bots for moves, off the main thread when possible. */
export class BotRunner {
  private worker: Worker | null = null;
  private nextId = 1;
  private pending = new Map<number, (reply: BotReply) => void>();

  constructor() {
    if (typeof Worker !== 'undefined') {
      try {
        this.worker = new Worker(new URL('./bot.worker.ts', import.meta.url), { type: 'module' });
        this.worker.onmessage = (e: MessageEvent<BotReply>) => {
          const resolve = this.pending.get(e.data.id);
          this.pending.delete(e.data.id);
          resolve?.(e.data);
        };
      } catch {
        this.worker = null;
      }
    }
  }

  /** The bot's action for the request (rejects with the bot's error). */
  async ask(req: Omit<BotRequest, 'id'>): Promise<unknown> {
    const id = this.nextId++;
    const full: BotRequest = { ...req, id };
    let reply: BotReply;
    const worker = this.worker;
    if (worker) {
      reply = await new Promise<BotReply>((resolve) => {
        this.pending.set(id, resolve);
        worker.postMessage(full);
      });
    } else {
      await new Promise((r) => setTimeout(r, 0));
      const { decide } = await import('./botCore.js');
      reply = decide(full);
    }
    if ('error' in reply) throw new Error(reply.error);
    return reply.action;
  }

  /** Stops the worker. */
  dispose(): void {
    this.worker?.terminate();
    this.worker = null;
    this.pending.clear();
  }
}
