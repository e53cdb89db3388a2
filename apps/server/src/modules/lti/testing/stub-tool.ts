// A throwaway tool for the simulator's own tests: its key pair served from a tiny JWKS server, a login URL that
// redirects to the platform's authentication endpoint as a tool does, and the client assertions and deep-linking
// responses a tool signs. The simulator's tests use it instead of the app, so they start nothing else.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { CLAIM, CLIENT_ASSERTION_TYPE, LTI_VERSION, MESSAGE_TYPE } from './lti-vocabulary';

export interface StubTool {
  url: string;
  loginUrl: string;
  launchUrl: string;
  jwksUrl: string;
  /** A client assertion for the platform's token endpoint, with any claim overridden. */
  clientAssertion(platform: { clientId: string; tokenUrl: string }, claims?: JWTPayload): Promise<string>;
  /** The token endpoint's form body for that assertion and these scopes. */
  tokenForm(assertion: string, scopes: string[]): string;
  /** A deep-linking response JWT, with any claim overridden. */
  deepLinkingResponse(platform: { clientId: string; issuer: string; deploymentId: string }, data: string | undefined, claims?: JWTPayload): Promise<string>;
  close(): Promise<void>;
}

export async function startStubTool(authUrl: () => string, clientId: () => string): Promise<StubTool> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomUUID();
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  let base = '';
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', base);
    if (url.pathname === '/jwks') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    if (url.pathname === '/login') {
      // The login initiation comes as a query (GET) or a form (POST).
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const login = request.method === 'POST' ? new URLSearchParams(Buffer.concat(chunks).toString()) : url.searchParams;
        const auth = new URLSearchParams({
          scope: 'openid',
          response_type: 'id_token',
          response_mode: 'form_post',
          prompt: 'none',
          client_id: clientId(),
          redirect_uri: `${base}/launch`,
          login_hint: login.get('login_hint') ?? '',
          lti_message_hint: login.get('lti_message_hint') ?? '',
          state: 'state-1',
          nonce: 'nonce-1',
        });
        response.writeHead(302, { location: `${authUrl()}?${auth}`, 'set-cookie': 'lti_state=state-1; Path=/; HttpOnly' }).end();
      });
      return;
    }
    if (url.pathname === '/launch' && request.method === 'POST') {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({ cookie: request.headers.cookie ?? '', form: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString())) }),
        );
      });
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const sign = (claims: JWTPayload, key: CryptoKey = privateKey) =>
    new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid }).sign(key);
  return {
    url: base,
    loginUrl: `${base}/login`,
    launchUrl: `${base}/launch`,
    jwksUrl: `${base}/jwks`,
    clientAssertion(platform, claims = {}) {
      const now = Math.floor(Date.now() / 1000);
      return sign({ iss: platform.clientId, sub: platform.clientId, aud: platform.tokenUrl, iat: now, exp: now + 300, jti: randomUUID(), ...claims });
    },
    tokenForm(assertion, scopes) {
      return new URLSearchParams({ grant_type: 'client_credentials', client_assertion_type: CLIENT_ASSERTION_TYPE, client_assertion: assertion, scope: scopes.join(' ') }).toString();
    },
    deepLinkingResponse(platform, data, claims = {}) {
      const now = Math.floor(Date.now() / 1000);
      return sign({
        iss: platform.clientId,
        aud: platform.issuer,
        iat: now,
        exp: now + 300,
        nonce: randomUUID(),
        [CLAIM.messageType]: MESSAGE_TYPE.deepLinkingResponse,
        [CLAIM.version]: LTI_VERSION,
        [CLAIM.deploymentId]: platform.deploymentId,
        ...(data === undefined ? {} : { [CLAIM.deepLinkingData]: data }),
        ...claims,
      });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
