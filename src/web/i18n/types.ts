/** Type helpers that make every translation carry exactly the keys of the English original. */

/** Same nested keys as `T`, with every leaf a plain string. */
export type DeepStrings<T> = { readonly [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
