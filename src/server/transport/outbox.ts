/**
 * Write coalescing: messages for one socket queue up while the current event-loop task and its
 * microtasks run (e.g. an action's `ack` and the `delta` of the same change, or every update of a
 * storage batch) and go out together at the end of it, with the TCP socket corked so that all their
 * frames leave in one `writev` (one system call per socket per turn instead of one per message).
 * A microtask, not `setImmediate`: the storage batch (storage/batch.ts) flushes at `setImmediate`,
 * and writes must not wait behind the next poll phase. Order is kept; nothing is dropped while the
 * socket is open.
 */
import type { Socket } from 'node:net';
import type { WebSocket } from 'ws';

const dirty = new Set<Outbox>();
let scheduled = false;

function flushAll(): void {
  scheduled = false;
  const boxes = [...dirty];
  dirty.clear();
  for (const b of boxes) b.flush();
}

/** The outgoing queue of one WebSocket. */
export class Outbox {
  private queue: string[] = [];

  /**
   * `onOverflow` runs (and the queue is dropped) when the socket's unsent buffer exceeds
   * `maxBufferedBytes` at a flush: a slow consumer.
   */
  constructor(
    private readonly ws: WebSocket,
    private readonly maxBufferedBytes: number,
    private readonly onOverflow: () => void,
  ) {}

  /** Queues one text frame for the end of the current task (after its microtasks). */
  push(text: string): void {
    this.queue.push(text);
    dirty.add(this);
    if (!scheduled) {
      scheduled = true;
      queueMicrotask(flushAll);
    }
  }

  /** Sends everything queued now (also called before closing, so replies precede the close). */
  flush(): void {
    dirty.delete(this);
    const texts = this.queue;
    if (texts.length === 0) return;
    this.queue = [];
    if (this.ws.readyState !== this.ws.OPEN) return;
    if (this.ws.bufferedAmount > this.maxBufferedBytes) {
      this.onOverflow();
      return;
    }
    // ws exposes no cork of its own; its `_socket` is the net.Socket it writes each frame to.
    const socket = (this.ws as unknown as { _socket?: Socket })._socket;
    const cork = texts.length > 1 && socket !== undefined;
    if (cork) socket.cork();
    for (const t of texts) this.ws.send(t);
    if (cork) socket.uncork();
  }
}
