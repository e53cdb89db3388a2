import { SignJWT, jwtVerify, errors } from 'jose';
import { webcrypto } from 'node:crypto';
import type { AuthUser } from './actor';

export interface SessionClaims {
  userId: number;
  email: string;
  tokenVersion: number;
  /** A login-as session (docs/AUDIT.md): the impersonations row that must still be open for the token to work. */
  impersonationId?: number;
  /** With `impersonationId`: the admin's token version at its start; the token dies when theirs moves on. */
  adminTokenVersion?: number;
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

  /** A token for the claims; `notAfter` caps its expiry (a login-as session never outlives its own end). */
  async issue(claims: SessionClaims, notAfter?: Date): Promise<string> {
    const usual = Math.floor(Date.now() / 1000) + this.ttlSeconds;
    const expiry = notAfter ? Math.min(usual, Math.floor(notAfter.getTime() / 1000)) : usual;
    const payload = claims.impersonationId === undefined ? {} : { imp: claims.impersonationId, atv: claims.adminTokenVersion };
    return new SignJWT({ email: claims.email, tv: claims.tokenVersion, ...payload })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuedAt()
      .setExpirationTime(expiry)
      .sign(await this.key);
  }

  /** A fresh browser token for the caller of a request; a login-as session keeps its claim and its end. */
  issueFor(user: Pick<AuthUser, 'id' | 'email' | 'tokenVersion' | 'impersonation'>): Promise<string> {
    const claims: SessionClaims = { userId: user.id, email: user.email, tokenVersion: user.tokenVersion };
    if (user.impersonation) {
      claims.impersonationId = user.impersonation.id;
      claims.adminTokenVersion = user.impersonation.adminTokenVersion;
    }
    return this.issue(claims, user.impersonation?.expiresAt);
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
      if (payload.imp !== undefined && (typeof payload.imp !== 'number' || !Number.isInteger(payload.imp) || payload.imp <= 0 || typeof payload.atv !== 'number')) {
        return { ok: false, reason: 'invalid' };
      }
      const claims: SessionClaims = { userId, email: String(payload.email ?? ''), tokenVersion: payload.tv };
      if (payload.imp !== undefined) {
        claims.impersonationId = payload.imp;
        claims.adminTokenVersion = payload.atv as number;
      }
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
