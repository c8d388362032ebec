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
 * The JSON Pointer of an operation is only written when one is emitted: the walk keeps the path as a
 * stack of keys, so the unchanged bulk of a view costs comparisons, not strings (the server diffs
 * every seat's view at every change: bench:fanout).
 */
export function diffViews(before: unknown, after: unknown): JsonPatch {
  const ops: JsonPatch = [];
  diffInto(before, after, [], ops);
  return ops;
}

/** A path as a stack of keys (object keys unescaped, array indexes as numbers). */
type PathStack = (string | number)[];

/** The JSON Pointer (RFC 6901) of `path`, with `last` appended when given. */
function pointer(path: PathStack, last?: string | number): string {
  let out = '';
  for (const k of path) out += '/' + (typeof k === 'number' ? String(k) : escape(k));
  if (last !== undefined) out += '/' + (typeof last === 'number' ? String(last) : escape(last));
  return out;
}

/** Appends to `ops` what turns `a` into `b` at `path`. Values are shared, not copied. */
function diffInto(a: unknown, b: unknown, path: PathStack, ops: JsonPatch): void {
  if (a === b) return;
  if (!isContainer(a) || !isContainer(b) || Array.isArray(a) !== Array.isArray(b)) {
    if (b === undefined) ops.push({ op: 'remove', path: pointer(path) });
    else ops.push({ op: 'replace', path: pointer(path), value: b });
    return;
  }
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    const common = Math.min(a.length, bb.length);
    for (let i = 0; i < common; i++) {
      const x = a[i];
      const y = bb[i];
      if (x === y) continue;
      if (isContainer(x) && isContainer(y)) {
        path.push(i);
        diffInto(x, y, path, ops);
        path.pop();
      } else if (!(x === undefined && y === null) && !(x === null && y === undefined)) {
        // JSON writes an undefined array element as null.
        ops.push({ op: 'replace', path: pointer(path, i), value: y === undefined ? null : y });
      }
    }
    for (let i = a.length - 1; i >= common; i--) ops.push({ op: 'remove', path: pointer(path, i) });
    for (let i = common; i < bb.length; i++) ops.push({ op: 'add', path: pointer(path, i), value: bb[i] === undefined ? null : bb[i] });
    return;
  }
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  // Own keys only: a key such as `valueOf` must not read Object.prototype's.
  for (const k in ao) {
    const x = own(ao, k);
    if (x === undefined) continue;
    const y = own(bo, k);
    if (x === y) continue;
    if (y === undefined) ops.push({ op: 'remove', path: pointer(path, k) });
    else if (isContainer(x) && isContainer(y)) {
      path.push(k);
      diffInto(x, y, path, ops);
      path.pop();
    } else ops.push({ op: 'replace', path: pointer(path, k), value: y });
  }
  for (const k in bo) {
    const y = own(bo, k);
    if (y !== undefined && own(ao, k) === undefined) ops.push({ op: 'add', path: pointer(path, k), value: y });
  }
}

/**
 * `o[k]` if `k` is an own key of `o`, else undefined. JSON has no functions, and what a plain object
 * inherits from Object.prototype is a function or `__proto__`, so only those readings are checked
 * with `Object.hasOwn` (a call per key was half the diff's time).
 */
function own(o: Record<string, unknown>, k: string): unknown {
  const v = o[k];
  return v === undefined || ((typeof v === 'function' || k === '__proto__') && !Object.hasOwn(o, k)) ? undefined : v;
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
