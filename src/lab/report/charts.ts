/**
 * Chart specifications: plain JSON that the report's browser script (report/client.js) draws with
 * Observable Plot. The JSON report carries the same specs, so every plotted number is in `--json` too.
 */

/** A histogram of `value` per `group` (one facet row per group). */
export interface HistogramChart {
  readonly kind: 'histogram';
  readonly title: string;
  readonly note?: string;
  /** Axis label of the value, with its unit (e.g. "score (VP)"). */
  readonly x: string;
  readonly data: readonly { readonly group: string; readonly value: number }[];
}

/** Point estimates with interval bars, one row per label (optionally coloured by group). */
export interface IntervalChart {
  readonly kind: 'intervals';
  readonly title: string;
  readonly note?: string;
  readonly x: string;
  /** Fixed value axis, e.g. [0, 1] for rates. */
  readonly domain?: readonly [number, number];
  /** A reference line (e.g. the fair share 1/k). */
  readonly reference?: number;
  readonly data: readonly {
    readonly label: string;
    readonly group?: string;
    readonly estimate: number;
    readonly low: number;
    readonly high: number;
    readonly n: number;
  }[];
}

/** A labelled scatter plot (one facet per group). */
export interface ScatterChart {
  readonly kind: 'scatter';
  readonly title: string;
  readonly note?: string;
  readonly x: string;
  readonly y: string;
  readonly reference?: number;
  readonly data: readonly { readonly label: string; readonly group?: string; readonly x: number; readonly y: number; readonly n: number }[];
}

/** A row × column matrix of values in [0, 1] with intervals (the win-rate matrix). */
export interface MatrixChart {
  readonly kind: 'matrix';
  readonly title: string;
  readonly note?: string;
  readonly data: readonly {
    readonly row: string;
    readonly col: string;
    readonly value: number;
    readonly low: number;
    readonly high: number;
    readonly n: number;
  }[];
}

/** Links drawn on a board (map coordinates in SVG units, y down), stroked by value. */
export interface MapChart {
  readonly kind: 'map';
  readonly title: string;
  readonly note?: string;
  readonly width: number;
  readonly height: number;
  /** Legend label of the link value (e.g. "claimed in share of games"). */
  readonly value: string;
  readonly nodes: readonly { readonly name: string; readonly x: number; readonly y: number }[];
  readonly links: readonly {
    readonly label: string;
    readonly x1: number;
    readonly y1: number;
    readonly x2: number;
    readonly y2: number;
    readonly value: number;
  }[];
}

/** A plain table. */
export interface TableChart {
  readonly kind: 'table';
  readonly title: string;
  readonly note?: string;
  readonly columns: readonly string[];
  readonly rows: readonly (readonly (string | number)[])[];
}

/** Any chart of the report. */
export type Chart = HistogramChart | IntervalChart | ScatterChart | MatrixChart | MapChart | TableChart;

/** A titled group of charts: the arena-wide section or one game's own section. */
export interface Section {
  readonly title: string;
  readonly charts: readonly Chart[];
}
