import { SignJWT, jwtVerify, errors } from 'jose';
import { webcrypto } from 'node:crypto';

export interface SessionClaims {
  userId: number;
  email: string;
  tokenVersion: number;
}

const VERIFIED_CACHE_SIZE = 10_000;

export type VerifyResult = { ok: true; claims: SessionClaims } | { ok: false; reason: 'expired' | 'invalid' };

/** Browser sessions: HS256 JWTs with an explicit algorithm allow-list and a required expiry. */
export class SessionTokens {
  /**
   * Imported once: given raw bytes, jose imports the key into WebCrypto on every sign and verify, which
   * showed up as a tenth of a request's CPU time in the benchmark profile.
   */
  private readonly key: Promise<webcrypto.CryptoKey>;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    const raw = new TextEncoder().encode(secret);
    this.key = webcrypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  }

  async issue(claims: SessionClaims): Promise<string> {
    return new SignJWT({ email: claims.email, tv: claims.tokenVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.ttlSeconds)
      .sign(await this.key);
  }

  /**
   * Tokens whose signature was already checked, with their expiry. A token is immutable and only this
   * process's key signs it, so a second check of the same string can only give the same answer — except for
   * expiry, which is checked on every use. Revocation does not depend on this: the user and their token
   * version are read from the database on every request.
   */
  private readonly verified = new Map<string, { claims: SessionClaims; expiresAt: number }>();

  async verify(token: string): Promise<VerifyResult> {
    const known = this.verified.get(token);
    if (known) {
      if (Date.now() < known.expiresAt) return { ok: true, claims: known.claims };
      this.verified.delete(token);
    }
    try {
      const { payload } = await jwtVerify(token, await this.key, { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || userId <= 0 || typeof payload.tv !== 'number') {
        return { ok: false, reason: 'invalid' };
      }
      const claims = { userId, email: String(payload.email ?? ''), tokenVersion: payload.tv };
      this.remember(token, claims, payload.exp! * 1000);
      return { ok: true, claims };
    } catch (error) {
      if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
      return { ok: false, reason: 'invalid' };
    }
  }

  private remember(token: string, claims: SessionClaims, expiresAt: number): void {
    // Bounded: the oldest entry goes first (a Map iterates in insertion order).
    if (this.verified.size >= VERIFIED_CACHE_SIZE) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, { claims, expiresAt });
  }
}
