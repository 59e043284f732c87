// How the tree writer (server/json-tree.ts) keeps an array's items under their keys when others are removed or
// inserted: sortable keys between two neighbours' (shared/view-tree.ts orders an array's entries by key), and the
// longest run of items equal in the old and the new array. Pure functions of numbers.

/**
 * `count` array keys strictly between `lo` and `hi` (numbers; null: no bound), increasing, as short as
 * possible (integers where there is room, else decimals of at most 4 places); null when none fit.
 */
export function keysBetween(lo: number | null, hi: number | null, count: number): string[] | null {
  const out: string[] = [];
  if (hi === null) {
    const start = lo === null ? 0 : Math.floor(lo) + 1;
    for (let i = 0; i < count; i++) out.push(String(start + i));
    return out;
  }
  if (lo === null) {
    const start = Math.ceil(hi) - count;
    for (let i = 0; i < count; i++) out.push(String(start + i));
    return out;
  }
  if (Math.ceil(hi) - Math.floor(lo) - 1 >= count) {
    for (let i = 0; i < count; i++) out.push(String(Math.floor(lo) + 1 + i));
    return out;
  }
  let prev = lo;
  for (let i = 1; i <= count; i++) {
    const x = lo + ((hi - lo) * i) / (count + 1);
    let key: string | null = null;
    for (let places = 1; places <= 4 && key === null; places++) {
      const n = Number(x.toFixed(places));
      if (n > prev && n < hi) key = String(n);
    }
    if (key === null) return null;
    out.push(key);
    prev = Number(key);
  }
  return out;
}

/**
 * The longest run of items equal in an old array part of `om` items and a new one of `nm` (`eq(i, j)`: old item
 * i equals new item j), as [old offset, new offset] pairs, increasing.
 */
export function commonRun(om: number, nm: number, eq: (i: number, j: number) => boolean): [number, number][] {
  // lcs[i][j]: the longest common run of old[i…] and new[j…].
  const lcs: number[][] = Array.from({ length: om + 1 }, () => new Array<number>(nm + 1).fill(0));
  const same: boolean[][] = Array.from({ length: om }, (_, i) => Array.from({ length: nm }, (_, j) => eq(i, j)));
  for (let i = om - 1; i >= 0; i--) {
    for (let j = nm - 1; j >= 0; j--)
      lcs[i]![j] = same[i]![j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  }
  const out: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < om && j < nm) {
    if (same[i]![j]) out.push([i++, j++]);
    else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) i++;
    else j++;
  }
  return out;
}
