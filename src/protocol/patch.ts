/**
 * View patches of protocol 2: RFC 6902 JSON Patch between two JSON views. `diffViews` (server) is our
 * own tight structural diff — `bench:fanout` measured fast-json-patch's `compare`, which deep-clones
 * every changed value, at about twice its CPU; `applyViewPatch` (clients, tests) is fast-json-patch's
 * validating `applyPatch`, which the property test in fanout.test.ts uses as the oracle. Shared by
 * the server (src/server/runtime/fanout.ts), the web client (src/web/online/connection.ts) and the tests.
 */
import jsonpatch, { type Operation } from 'fast-json-patch';
import type { PatchOp } from './protocol.js';

/** A list of RFC 6902 operations (`add` / `replace` / `remove` only). */
export type JsonPatch = PatchOp[];

/**
 * The operations that turn view `before` into view `after` (both plain JSON: what `JSON.stringify`
 * would send; `undefined` members are skipped as JSON drops them). Empty when they are equal.
 */
export function diffViews(before: unknown, after: unknown): JsonPatch {
  const ops: JsonPatch = [];
  diffInto(before, after, '', ops);
  return ops;
}

/** Appends to `ops` what turns `a` into `b` at JSON Pointer `path`. Values are shared, not copied. */
function diffInto(a: unknown, b: unknown, path: string, ops: JsonPatch): void {
  if (a === b) return;
  if (!isContainer(a) || !isContainer(b) || Array.isArray(a) !== Array.isArray(b)) {
    if (b === undefined) ops.push({ op: 'remove', path });
    else ops.push({ op: 'replace', path, value: b });
    return;
  }
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    const common = Math.min(a.length, bb.length);
    for (let i = 0; i < common; i++) {
      const x = a[i];
      const y = bb[i];
      if (x !== y) diffInto(x === undefined ? null : x, y === undefined ? null : y, `${path}/${i}`, ops);
    }
    for (let i = a.length - 1; i >= common; i--) ops.push({ op: 'remove', path: `${path}/${i}` });
    for (let i = common; i < bb.length; i++) ops.push({ op: 'add', path: `${path}/${i}`, value: bb[i] === undefined ? null : bb[i] });
    return;
  }
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  // Own keys only: a key such as `valueOf` must not read Object.prototype's.
  const own = (o: Record<string, unknown>, k: string): unknown => (Object.hasOwn(o, k) ? o[k] : undefined);
  for (const k in ao) {
    const x = own(ao, k);
    if (x === undefined) continue;
    const y = own(bo, k);
    if (y === undefined) ops.push({ op: 'remove', path: `${path}/${escape(k)}` });
    else if (x !== y) diffInto(x, y, `${path}/${escape(k)}`, ops);
  }
  for (const k in bo) {
    const y = own(bo, k);
    if (y !== undefined && own(ao, k) === undefined) ops.push({ op: 'add', path: `${path}/${escape(k)}`, value: y });
  }
}

/** JSON Pointer escaping of one key (RFC 6901). */
function escape(key: string): string {
  return key.includes('~') || key.includes('/') ? key.replace(/~/g, '~0').replace(/\//g, '~1') : key;
}

/**
 * Applies `patch` to `view` without changing `view` (the client keeps the old one for its log) and
 * returns the new view. Throws (a `JsonPatchError`) when the patch does not fit the view, i.e. the
 * client is not at the patch's base: it then asks `sync`.
 */
export function applyViewPatch(view: unknown, patch: JsonPatch): unknown {
  if (patch.length === 0) return view;
  const doc = structuredClone(view) as object;
  return jsonpatch.applyPatch(doc, patch as Operation[], true, true).newDocument;
}

function isContainer(v: unknown): v is object {
  return typeof v === 'object' && v !== null;
}
