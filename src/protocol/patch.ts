/**
 * View patches of protocol 2: RFC 6902 JSON Patch between two JSON views, via `fast-json-patch`
 * (`compare` on the server, `applyPatch` in clients). Shared by the server (src/server/runtime/fanout.ts),
 * the web client (src/web/online/connection.ts) and the tests, so that all three agree on the format.
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
  if (before === after) return [];
  if (!isContainer(before) || !isContainer(after) || Array.isArray(before) !== Array.isArray(after)) {
    return [{ op: 'replace', path: '', value: after }];
  }
  return jsonpatch.compare(before, after) as JsonPatch;
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
