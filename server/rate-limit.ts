// Flood control per client: a token bucket that tolerates bursts and disconnects a sustained flood.

/** Messages per second a client may keep sending forever. */
export const RATE_PER_SECOND = 20;
/** Extra messages it may send in a burst: at 40/s it runs dry after about 2 s. */
export const BURST = 40;

/** One client's bucket. Example: `{ tokens: 40, at: 1732270000000 }`. */
export interface Bucket {
  tokens: number;
  /** ms of the last refill. */
  at: number;
}

/** A full bucket, for a client that just joined. */
export function makeBucket(now: number): Bucket {
  return { tokens: BURST, at: now };
}

/** Takes one token for a message (mutates the bucket); false when the client is flooding. */
export function takeToken(bucket: Bucket, now: number): boolean {
  const elapsed = Math.max(0, now - bucket.at) / 1000;
  bucket.tokens = Math.min(BURST, bucket.tokens + elapsed * RATE_PER_SECOND);
  bucket.at = now;
  if (bucket.tokens < 1) return false;
  bucket.tokens -= 1;
  return true;
}
