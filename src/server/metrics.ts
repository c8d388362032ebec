/**
 * The server's Prometheus metrics (prom-client), one private registry per server so several servers
 * in one process (tests) never share counters. Served as text by `GET /metrics` (http/metrics.ts).
 *
 * - `roundhouse_actions_total{game,by,result}` — actions submitted (by = human | bot | substitute;
 *   result = `accepted` or the stable error code of a rejection).
 * - `roundhouse_action_duration_seconds{game,by}` — accepted actions, from `submit` (message received,
 *   before queueing behind the table's earlier work) to stored and applied (s).
 * - `roundhouse_open_tables` — running tables held in memory; `roundhouse_sockets` — open WebSockets.
 * - `roundhouse_db_query_duration_seconds{dialect}` — every SQL query's time as Kysely measures it (s);
 *   `roundhouse_db_query_errors_total{dialect}`.
 * - prom-client's default process metrics, among them `nodejs_eventloop_lag_seconds` and the
 *   `nodejs_eventloop_lag_p99_seconds` of a 10 ms-resolution event-loop delay monitor.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Live counts read on every scrape. */
export interface MetricSources {
  /** Running tables held in memory. */
  openTables(): number;
  /** Open WebSocket connections. */
  sockets(): number;
}

/** Action latency buckets (s): 0.5 ms … 2.5 s. */
const ACTION_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
/** Query time buckets (s): 0.1 ms … 1 s. */
const DB_BUCKETS = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];

/** The metrics of one server. */
export class ServerMetrics {
  readonly registry = new Registry();
  private readonly actions: Counter<'game' | 'by' | 'result'>;
  private readonly actionDuration: Histogram<'game' | 'by'>;
  private readonly dbDuration: Histogram<'dialect'>;
  private readonly dbErrors: Counter<'dialect'>;
  private sources: MetricSources = { openTables: () => 0, sockets: () => 0 };

  constructor() {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 10 });
    this.actions = new Counter({
      name: 'roundhouse_actions_total',
      help: 'Actions submitted, by result',
      labelNames: ['game', 'by', 'result'],
      registers,
    });
    this.actionDuration = new Histogram({
      name: 'roundhouse_action_duration_seconds',
      help: 'Accepted actions: received to stored and applied (s)',
      labelNames: ['game', 'by'],
      buckets: ACTION_BUCKETS,
      registers,
    });
    this.dbDuration = new Histogram({
      name: 'roundhouse_db_query_duration_seconds',
      help: 'SQL query time (s)',
      labelNames: ['dialect'],
      buckets: DB_BUCKETS,
      registers,
    });
    this.dbErrors = new Counter({
      name: 'roundhouse_db_query_errors_total',
      help: 'Failed SQL queries',
      labelNames: ['dialect'],
      registers,
    });
    const sources = () => this.sources;
    new Gauge({
      name: 'roundhouse_open_tables',
      help: 'Running tables held in memory',
      registers,
      collect() {
        this.set(sources().openTables());
      },
    });
    new Gauge({
      name: 'roundhouse_sockets',
      help: 'Open WebSocket connections',
      registers,
      collect() {
        this.set(sources().sockets());
      },
    });
  }

  /** Sets where the gauges read their values (the service and the transport exist after the metrics). */
  bind(sources: MetricSources): void {
    this.sources = sources;
  }

  /** Records one submitted action: `result` is `accepted` or the rejection code; `ms` its duration. */
  action(game: string, by: string, result: string, ms: number): void {
    this.actions.inc({ game, by, result });
    if (result === 'accepted') this.actionDuration.observe({ game, by }, ms / 1000);
  }

  /** Records one SQL query of `ms` (failed = it threw). */
  query(dialect: string, ms: number, failed: boolean): void {
    this.dbDuration.observe({ dialect }, ms / 1000);
    if (failed) this.dbErrors.inc({ dialect });
  }

  /** The Prometheus text exposition of every metric. */
  text(): Promise<string> {
    return this.registry.metrics();
  }

  /** The exposition's content type (`text/plain; version=0.0.4; charset=utf-8`). */
  get contentType(): string {
    return this.registry.contentType;
  }
}
