import type { Fingerprints } from './types';

/** A compact byte form of a document's fingerprints, for storing a check's index between runs. */
export function encodeFingerprints(fingerprints: Fingerprints): Uint8Array {
  void fingerprints;
  throw new Error('The similarity engine is not built yet.');
}

export function decodeFingerprints(bytes: Uint8Array): Fingerprints {
  void bytes;
  throw new Error('The similarity engine is not built yet.');
}
