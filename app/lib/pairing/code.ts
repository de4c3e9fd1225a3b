// Pairing codes: typed on a car's touch screen or read off a phone, so they avoid characters that look alike and ignore case.

/** Digits and capitals without 0/O, 1/I/L: 31 symbols that cannot be confused with one another. */
export const pairingCodeAlphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
/** Eight symbols carry 8 × log2(31) ≈ 39.6 bits: guessing a live code is hopeless within any rate limit. */
export const pairingCodeLength = 8;
/** Where the written code is split for reading aloud and typing: "K7QM-2XPA". */
const groupLength = 4;

// The largest multiple of the alphabet's size a byte can hold; bytes above it are drawn again, so every symbol is equally likely.
const unbiasedByteLimit = 256 - (256 % pairingCodeAlphabet.length);

export type RandomBytes = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

const platformRandomBytes: RandomBytes = (bytes) => crypto.getRandomValues(bytes);

/** A new code in canonical form (capitals, no separator), drawn from the platform's cryptographic random source. */
export function createPairingCode(randomBytes: RandomBytes = platformRandomBytes): string {
  let code = "";
  while (code.length < pairingCodeLength) {
    for (const byte of randomBytes(new Uint8Array(pairingCodeLength))) {
      if (byte < unbiasedByteLimit && code.length < pairingCodeLength) code += pairingCodeAlphabet[byte % pairingCodeAlphabet.length];
    }
  }
  return code;
}

const separators = /[\s-]/g;
const canonicalCode = new RegExp(`^[${pairingCodeAlphabet}]{${pairingCodeLength}}$`);

/** The canonical code in what someone typed or a path carried ("k7qm 2xpa" → "K7QM2XPA"), or null when it cannot be one. */
export function readPairingCode(input: string): string | null {
  if (input.length > pairingCodeLength * 3) return null;
  const code = input.replace(separators, "").toUpperCase();
  return canonicalCode.test(code) ? code : null;
}

/** The code as people read it: two groups of four. */
export function formatPairingCode(code: string): string {
  return `${code.slice(0, groupLength)}-${code.slice(groupLength)}`;
}

/** The phone's page for a code; the short form of it is what the car writes out. */
export function pairingPath(code: string): string {
  return `/p/${formatPairingCode(code)}`;
}

/** The car's WebSocket to the pairing's relay. */
export function pairingSocketPath(code: string): string {
  return `/p/${code}/socket`;
}

const socketPathPattern = /^\/p\/([^/]{1,64})\/socket$/;

/** The code a car's socket path names, as written (the relay's worker reads it), or null for any other path. */
export function socketPathCode(pathname: string): string | null {
  return socketPathPattern.exec(pathname)?.[1] ?? null;
}
