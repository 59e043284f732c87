// Things made once per page and shared (textures, materials, geometries), each kind in its own keyed store.

/** A keyed `once(key, make)`: `make` runs the first time a key is asked for; later calls return what it made. */
export function keyedOnce<V>(): <T extends V>(key: string, make: () => T) => T {
  const made = new Map<string, V>();
  return <T extends V>(key: string, make: () => T): T => {
    const hit = made.get(key);
    if (hit !== undefined) return hit as T;
    const fresh = make();
    made.set(key, fresh);
    return fresh;
  };
}
