// The platform's signing keys: RS256 key pairs with a `kid`, the current one signing id_tokens, published at
// GET /jwks. Faults of a real key set are modelled here too: a slow answer, and a key set that does not list the
// current key until it has been fetched a number of times (a platform that rotated before its JWKS caught up).
import { randomUUID } from 'node:crypto';
import { exportJWK, exportSPKI, generateKeyPair, type CryptoKey, type JWK } from 'jose';

export interface PlatformKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
}

export async function createPlatformKey(): Promise<PlatformKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomUUID();
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return { kid, privateKey, publicKey, publicJwk };
}

/** The public key in PEM form (what an HS256 key-confusion attack uses as its "secret"). */
export async function publicKeyPem(key: PlatformKey): Promise<string> {
  return exportSPKI(key.publicKey);
}

export class PlatformKeyRing {
  private published: PlatformKey[];
  private hiddenFetchesLeft = 0;
  /** How many times GET /jwks was answered. */
  fetches = 0;
  delayMs = 0;

  private constructor(public current: PlatformKey) {
    this.published = [current];
  }

  static async create(): Promise<PlatformKeyRing> {
    return new PlatformKeyRing(await createPlatformKey());
  }

  /** A new current key; the previous one stays published unless `keepPrevious` is false. */
  async rotate(options: { keepPrevious?: boolean } = {}): Promise<PlatformKey> {
    const next = await createPlatformKey();
    this.published = options.keepPrevious === false ? [next] : [...this.published, next];
    this.current = next;
    return next;
  }

  /** The next `fetches` answers of GET /jwks leave the current key out. */
  hideCurrentKeyFor(fetches: number): void {
    this.hiddenFetchesLeft = fetches;
  }

  /** What GET /jwks answers now (counts the fetch). */
  async serve(): Promise<{ keys: JWK[] }> {
    this.fetches += 1;
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    const hideCurrent = this.hiddenFetchesLeft > 0;
    if (hideCurrent) this.hiddenFetchesLeft -= 1;
    return { keys: this.published.filter((key) => !(hideCurrent && key === this.current)).map((key) => key.publicJwk) };
  }
}
