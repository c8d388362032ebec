/**
 * Copy-on-write, the one idiom every rules engine uses to keep `apply` pure (ARCHITECTURE principle 1:
 * `apply` never mutates its input) without deep-cloning the state.
 *
 * A `Cow` lives for one `apply` call. `own(x)` returns a shallow, writable copy of `x` the first time it
 * sees it and the copy itself after that, so a rule can ask for "a writable players array" as often as
 * it likes and pay for one copy. `field(parent, key)` does the same for `parent[key]` and writes the
 * copy back, which is how a rule reaches one nested object without copying its siblings:
 *
 * ```ts
 * const cow = new Cow();
 * const s = cow.own(state);                       // writable root (shallow copy)
 * const hand = cow.field(cow.field(s, 'hands'), seat); // copies s.hands and s.hands[seat] once
 * hand.push(card);                                // `state` is untouched
 * ```
 *
 * Helpers that mutate a writable draft say so by taking the `Cow` (or a draft made by one) as their first
 * argument; nothing else in an engine mutates.
 */

/** `T` with its top-level `readonly` modifiers removed (arrays become mutable arrays). */
export type Writable<T> = T extends readonly (infer E)[] ? E[] : { -readonly [K in keyof T]: T[K] };

/**
 * Tracks which objects were copied during one `apply`. Cheap to create; never reuse across calls.
 * An action copies a handful of objects, so the copies are kept in a short array (a linear scan beats a
 * `Set`'s hashing there; measured in the Ticket to Ride bench) and move to a `Set` past `FEW` copies.
 */
export class Cow {
  private few: object[] = [];
  private many: Set<object> | null = null;

  /** A writable shallow copy of `value`, made once per `Cow`; a copy this `Cow` made is returned as is. */
  own<T extends object>(value: T): Writable<T> {
    if (this.owns(value)) return value as Writable<T>;
    const copy = (Array.isArray(value) ? value.slice() : { ...value }) as Writable<T>;
    this.mark(copy as object);
    return copy;
  }

  /**
   * Makes `parent[key]` writable (copying it once) and stores the copy back in `parent`, which must
   * itself be writable (a copy from `own` or `field`). Returns the writable child.
   */
  field<P extends object, K extends keyof P>(parent: P, key: K): Writable<NonNullable<P[K]>> {
    const child = parent[key];
    if (child === null || typeof child !== 'object') throw new TypeError(`cow.field: ${String(key)} is not an object`);
    const copy = this.own(child as object) as Writable<NonNullable<P[K]>>;
    (parent as Record<K, unknown>)[key] = copy;
    return copy;
  }

  /** True if `value` is a copy this `Cow` made (so it may be mutated in place). */
  owns(value: object): boolean {
    return this.many ? this.many.has(value) : this.few.includes(value);
  }

  private mark(copy: object): void {
    if (this.many) this.many.add(copy);
    else if (this.few.push(copy) > FEW) this.many = new Set(this.few);
  }
}

/** Copies kept in the array before `Cow` switches to a `Set`. */
const FEW = 16;
