/**
 * Test helper: a human seat played by a script over a real WebSocket — it picks a random action from
 * `legal` of each new `state` and remembers every acknowledged action, so tests can check that no
 * acknowledged action is ever lost.
 */
import { TestClient, type Msg } from './client.js';

/** An acknowledged action. */
export interface Acked {
  seq: number;
  action: unknown;
}

/** Plays one seat until the game is over. */
export class AutoPlayer {
  readonly acked: Acked[] = [];
  readonly errors: Msg[] = [];
  client!: TestClient;
  private sent = new Map<string, unknown>();
  private lastSentSeq = -1;
  private counter = 0;
  paused = false;
  /** Chooses among the legal actions (default: uniformly at random). */
  pick: (legal: unknown[]) => unknown = (legal) => legal[Math.floor(Math.random() * legal.length)];
  private doneResolve!: (m: Msg) => void;
  /** Resolves with the final state message. */
  readonly done: Promise<Msg>;

  constructor(
    readonly url: string,
    readonly tableId: string,
    readonly token: string,
    readonly name: string,
  ) {
    this.done = new Promise((r) => (this.doneResolve = r));
  }

  /** Connects (or reconnects) and starts playing; resolves with the `welcome`. */
  async connect(): Promise<Msg> {
    this.client = await TestClient.open(this.url);
    this.lastSentSeq = -1;
    this.client.onMessage = (m) => this.onMessage(m);
    const welcome = await this.client.hello(this.tableId, this.token);
    if (welcome.type !== 'welcome') throw new Error(`hello failed: ${JSON.stringify(welcome)}`);
    return welcome;
  }

  /** Number of actions this player had acknowledged. */
  get count(): number {
    return this.acked.length;
  }

  /** Number of actions this player sent (acknowledged or not: one in flight at a kill may still have committed). */
  get sentCount(): number {
    return this.counter;
  }

  private onMessage(m: Msg): void {
    if (m.type === 'ack') {
      const action = this.sent.get(String(m.id));
      this.acked.push({ seq: m.seq, action });
    } else if (m.type === 'error') {
      if (m.code !== 'STALE_SEQ') this.errors.push(m);
      // A rejected action: try again from the latest state, after a pause (a tight retry loop would
      // trip the connection's rate limit, and 200 refusals in a row close the socket).
      if (m.code !== 'STALE_SEQ')
        setTimeout(() => {
          const s = this.client.lastState();
          if (!s) return;
          this.lastSentSeq = -1;
          this.maybeAct(s);
        }, 100);
    } else if (m.type === 'state') {
      if (m.outcome) {
        this.doneResolve(m);
        return;
      }
      this.maybeAct(m);
    }
  }

  /** Acts on `state` if it is this seat's move and it has not acted at this seq yet. */
  maybeAct(state: Msg): void {
    if (this.paused || this.client.closed) return;
    if (!Array.isArray(state.legal) || state.legal.length === 0) return;
    if (state.seq <= this.lastSentSeq) return;
    const latest = this.client.lastState();
    if (latest && latest.seq > state.seq) return;
    this.lastSentSeq = state.seq;
    const action = this.pick(state.legal);
    const id = `${this.name}-${++this.counter}`;
    this.sent.set(id, action);
    this.client.send({ type: 'action', tableId: this.tableId, seq: state.seq, action, id });
  }
}
