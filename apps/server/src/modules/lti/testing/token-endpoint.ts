// POST /token: OAuth 2 client credentials with a signed JWT client assertion (the Security Framework's way for a
// tool to call LTI Advantage services). The assertion is verified against the tool's JWKS (iss = sub = client id,
// aud = this token URL or the platform's authorization server name when it has one, exp, a jti used once); the answer is a bearer token with the granted scopes, which the
// NRPS and AGS routes then require.
import { randomBytes } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { ALL_SCOPES, CLIENT_ASSERTION_TYPE } from './lti-vocabulary';
import { json, oauthError, type SimRequest, type SimResponse } from './simulator-http';
import type { Platform } from './platform';

export interface TokenRequest {
  scopes: string[];
  granted: string[];
  /** The OAuth 2 error answered, when refused. */
  error?: string;
  description?: string;
}

interface IssuedToken {
  scopes: Set<string>;
  expiresAt: number;
}

export class AccessTokens {
  private readonly issued = new Map<string, IssuedToken>();
  private readonly usedJtis = new Set<string>();
  private toolKeySet?: { url: string; keySet: ReturnType<typeof createRemoteJWKSet> };
  readonly requests: TokenRequest[] = [];
  /** Seconds an access token lives. */
  lifetimeSeconds = 3600;

  constructor(
    private readonly platform: Platform,
    /** Another `aud` a client assertion may name (the `authorization_server` some platforms advertise). */
    private readonly authorizationServer?: string,
    /** Accept only the authorization server's name as `aud`, not the token URL (as Brightspace does). */
    private readonly onlyAuthorizationServer = false,
  ) {}

  private audiences(): string | string[] {
    if (!this.authorizationServer) return this.tokenUrl;
    return this.onlyAuthorizationServer ? this.authorizationServer : [this.tokenUrl, this.authorizationServer];
  }

  get tokenUrl(): string {
    return `${this.platform.url}/token`;
  }

  /** The tool's key set (fetched over HTTP as a platform does, refetched when the tool's JWKS URL changes). */
  toolKeys(): ReturnType<typeof createRemoteJWKSet> {
    const url = this.platform.tool?.jwksUrl;
    if (!url) throw new Error('LMS simulator: the tool is not set (setTool)');
    if (this.toolKeySet?.url !== url) this.toolKeySet = { url, keySet: createRemoteJWKSet(new URL(url), { cooldownDuration: 0 }) };
    return this.toolKeySet.keySet;
  }

  /** A bearer token with these scopes, as if granted (for tests that call the services directly). */
  grant(scopes: readonly string[]): string {
    const token = randomBytes(24).toString('base64url');
    this.issued.set(token, { scopes: new Set(scopes), expiresAt: Date.now() + this.lifetimeSeconds * 1000 });
    return token;
  }

  async handle(request: SimRequest): Promise<SimResponse> {
    const form = request.form;
    const scopes = (form.get('scope') ?? '').split(' ').filter(Boolean);
    const refuse = (status: number, error: string, description: string): SimResponse => {
      this.requests.push({ scopes, granted: [], error, description });
      return oauthError(status, error, description);
    };
    if (form.get('grant_type') !== 'client_credentials') return refuse(400, 'unsupported_grant_type', 'grant_type must be client_credentials');
    if (form.get('client_assertion_type') !== CLIENT_ASSERTION_TYPE) return refuse(400, 'invalid_request', `client_assertion_type must be ${CLIENT_ASSERTION_TYPE}`);
    const assertion = form.get('client_assertion');
    if (!assertion) return refuse(400, 'invalid_request', 'client_assertion is required');
    try {
      const { payload } = await jwtVerify(assertion, this.toolKeys(), {
        issuer: this.platform.clientId,
        subject: this.platform.clientId,
        audience: this.audiences(),
        algorithms: ['RS256'],
        requiredClaims: ['jti', 'exp', 'iat'],
      });
      if (this.usedJtis.has(payload.jti!)) return refuse(401, 'invalid_client', `the assertion's jti ${payload.jti} was already used`);
      this.usedJtis.add(payload.jti!);
    } catch (error) {
      return refuse(401, 'invalid_client', `the client assertion was refused: ${(error as Error).message}`);
    }
    const granted = scopes.filter((scope) => ALL_SCOPES.includes(scope));
    if (granted.length === 0) return refuse(400, 'invalid_scope', 'no scope this platform offers was asked for');
    this.requests.push({ scopes, granted });
    return json(200, { access_token: this.grant(granted), token_type: 'Bearer', expires_in: this.lifetimeSeconds, scope: granted.join(' ') });
  }

  /** Undefined when the request carries a live bearer token with one of `anyOf`; else the answer refusing it. */
  check(request: SimRequest, anyOf: readonly string[]): SimResponse | undefined {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer (.+)$/i.exec(header);
    const token = match ? this.issued.get(match[1]!) : undefined;
    if (!token || token.expiresAt < Date.now()) {
      const answer = json(401, { error: 'invalid_token' });
      answer.headers!['www-authenticate'] = 'Bearer error="invalid_token"';
      return answer;
    }
    if (!anyOf.some((scope) => token.scopes.has(scope))) return json(403, { error: 'insufficient_scope', required: anyOf });
    return undefined;
  }
}
