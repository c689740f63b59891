/**
 * Proof-of-work for the registration and password-reset forms: find a nonce (a non-negative integer written
 * as a decimal string) such that SHA-256(salt + nonce) starts with `difficulty` zero bits.
 *
 * Hashing runs in small asynchronous batches so the page stays responsive: each batch hashes a few
 * hundred candidates in parallel through WebCrypto (crypto.subtle.digest), then yields to the event loop
 * and reports progress. Where WebCrypto is unavailable (plain http on a non-local host is no secure
 * context) a compact synchronous SHA-256 takes over with the same batching.
 */

export interface ProofOfWorkProgress {
  /** Candidates tried so far. */
  attempts: number;
  /** Attempts expected on average (2^difficulty). */
  expected: number;
  /** A smooth 0…0.99 estimate for a progress bar (1 - e^(-attempts/expected)); 1 when solved. */
  fraction: number;
}

export interface SolveOptions {
  /** Candidates per batch (default 256). */
  batchSize?: number;
  onProgress?: (progress: ProofOfWorkProgress) => void;
  signal?: AbortSignal;
  /** Force the JavaScript implementation (tests). */
  useFallback?: boolean;
}

const encoder = new TextEncoder();

/** Number of leading zero bits of a digest. */
export function leadingZeroBits(bytes: Uint8Array): number {
  let bits = 0;
  for (const byte of bytes) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

export function meetsDifficulty(digest: Uint8Array, difficulty: number): boolean {
  return leadingZeroBits(digest) >= difficulty;
}

function subtleCrypto(): SubtleCrypto | null {
  const c = (globalThis as { crypto?: Crypto }).crypto;
  return c && c.subtle && typeof c.subtle.digest === 'function' ? c.subtle : null;
}

/** Yields to the event loop (a macrotask, so input events and painting get their turn). */
function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function abortError(): DOMException {
  return new DOMException('Proof of work aborted', 'AbortError');
}

/** Solves the challenge; resolves with the nonce. Rejects with an AbortError when the signal aborts. */
export async function solveProofOfWork(salt: string, difficulty: number, options: SolveOptions = {}): Promise<string> {
  const batchSize = Math.max(1, options.batchSize ?? 256);
  const expected = 2 ** Math.max(0, difficulty);
  const subtle = options.useFallback ? null : subtleCrypto();
  const report = (attempts: number, solved = false) =>
    options.onProgress?.({ attempts, expected, fraction: solved ? 1 : Math.min(0.99, 1 - Math.exp(-attempts / expected)) });

  let nonce = 0;
  report(0);
  for (;;) {
    if (options.signal?.aborted) throw abortError();
    if (subtle) {
      const candidates = Array.from({ length: batchSize }, (_, i) => nonce + i);
      const digests = await Promise.all(candidates.map((n) => subtle.digest('SHA-256', encoder.encode(`${salt}${n}`))));
      for (let i = 0; i < digests.length; i++) {
        if (meetsDifficulty(new Uint8Array(digests[i]), difficulty)) {
          report(nonce + i + 1, true);
          return String(candidates[i]);
        }
      }
    } else {
      // The synchronous fallback is much cheaper per hash, so it takes bigger batches between yields.
      const end = nonce + batchSize * 16;
      for (let n = nonce; n < end; n++) {
        if (meetsDifficulty(sha256(encoder.encode(`${salt}${n}`)), difficulty)) {
          report(n + 1, true);
          return String(n);
        }
      }
    }
    nonce += subtle ? batchSize : batchSize * 16;
    report(nonce);
    await yieldToEventLoop();
  }
}

// ---- SHA-256 fallback (FIPS 180-4) ---------------------------------------------------------------------

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01,
  0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc,
  0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147,
  0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08,
  0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
  0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);
const W = new Uint32Array(64);

/** SHA-256 of a byte array (synchronous; used only where WebCrypto is missing). */
export function sha256(message: Uint8Array): Uint8Array {
  const bitLength = message.length * 8;
  const padded = new Uint8Array(((message.length + 9 + 63) >> 6) << 6);
  padded.set(message);
  padded[message.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(bitLength / 0x100000000));
  view.setUint32(padded.length - 4, bitLength >>> 0);

  let h0 = 0x6a09e667, h1 = 0xbb67ae85, h2 = 0x3c6ef372, h3 = 0xa54ff53a;
  let h4 = 0x510e527f, h5 = 0x9b05688c, h6 = 0x1f83d9ab, h7 = 0x5be0cd19;
  for (let offset = 0; offset < padded.length; offset += 64) {
    for (let i = 0; i < 16; i++) W[i] = view.getUint32(offset + i * 4);
    for (let i = 16; i < 64; i++) {
      const w15 = W[i - 15];
      const w2 = W[i - 2];
      const s0 = ((w15 >>> 7) | (w15 << 25)) ^ ((w15 >>> 18) | (w15 << 14)) ^ (w15 >>> 3);
      const s1 = ((w2 >>> 17) | (w2 << 15)) ^ ((w2 >>> 19) | (w2 << 13)) ^ (w2 >>> 10);
      W[i] = (W[i - 16] + s0 + W[i - 7] + s1) | 0;
    }
    let a = h0, b = h1, c = h2, d = h3, e = h4, f = h5, g = h6, h = h7;
    for (let i = 0; i < 64; i++) {
      const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
      const ch = (e & f) ^ (~e & g);
      const t1 = (h + S1 + ch + K[i] + W[i]) | 0;
      const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
      const maj = (a & b) ^ (a & c) ^ (b & c);
      const t2 = (S0 + maj) | 0;
      h = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    h0 = (h0 + a) | 0;
    h1 = (h1 + b) | 0;
    h2 = (h2 + c) | 0;
    h3 = (h3 + d) | 0;
    h4 = (h4 + e) | 0;
    h5 = (h5 + f) | 0;
    h6 = (h6 + g) | 0;
    h7 = (h7 + h) | 0;
  }
  const out = new Uint8Array(32);
  const outView = new DataView(out.buffer);
  [h0, h1, h2, h3, h4, h5, h6, h7].forEach((word, i) => outView.setUint32(i * 4, word >>> 0));
  return out;
}
