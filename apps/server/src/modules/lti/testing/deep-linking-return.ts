// Deep Linking 2.0, the platform's end: POST /deep-linking/return receives the tool's `JWT` form field, verifies it
// against the tool's JWKS (iss = client id, aud = this platform, a nonce, message type LtiDeepLinkingResponse,
// version, deployment id, and the request's `data` echoed) and records the content items it returns.
import { jwtVerify, type JWTPayload } from 'jose';
import { CLAIM, LTI_VERSION, MESSAGE_TYPE } from './lti-vocabulary';
import { escapeHtml, html, type Router } from './simulator-http';
import type { AccessTokens } from './token-endpoint';
import type { Platform } from './platform';

export interface DeepLinkingResponse {
  contentItems: Record<string, any>[];
  data?: string;
  message?: string;
  errorMessage?: string;
  claims: JWTPayload;
}

export class DeepLinkingReturn {
  readonly responses: DeepLinkingResponse[] = [];
  /** Why each refused response was refused. */
  readonly refusals: string[] = [];

  constructor(
    private readonly platform: Platform,
    private readonly tokens: AccessTokens,
  ) {}

  get returnUrl(): string {
    return `${this.platform.url}/deep-linking/return`;
  }

  /** Verifies a deep-linking response JWT and records it; throws with the reason a platform refuses it. */
  async receive(jwt: string): Promise<DeepLinkingResponse> {
    const { payload } = await jwtVerify(jwt, this.tokens.toolKeys(), {
      issuer: this.platform.clientId,
      audience: this.platform.issuer,
      algorithms: ['RS256'],
      requiredClaims: ['nonce', 'iat', 'exp'],
    });
    const claim = (name: string) => payload[name];
    if (claim(CLAIM.messageType) !== MESSAGE_TYPE.deepLinkingResponse) throw new Error(`message type must be ${MESSAGE_TYPE.deepLinkingResponse}`);
    if (claim(CLAIM.version) !== LTI_VERSION) throw new Error(`version must be ${LTI_VERSION}`);
    if (claim(CLAIM.deploymentId) !== this.platform.deploymentId) throw new Error(`deployment id must be ${this.platform.deploymentId}`);
    const data = claim(CLAIM.deepLinkingData);
    if (typeof data !== 'string' || !this.platform.deepLinkingData.has(data)) throw new Error("the data of the deep-linking request is not echoed");
    const items = claim(CLAIM.contentItems) ?? [];
    if (!Array.isArray(items) || items.some((item) => !item || typeof item !== 'object' || typeof item.type !== 'string')) {
      throw new Error('content_items must be an array of items with a type');
    }
    for (const item of items as Record<string, any>[]) {
      if (item.type === 'ltiResourceLink' && item.url !== undefined && typeof item.url !== 'string') throw new Error('an ltiResourceLink url must be a string');
      if (item.lineItem !== undefined && !(typeof item.lineItem?.scoreMaximum === 'number' && item.lineItem.scoreMaximum > 0)) {
        throw new Error('a lineItem needs a scoreMaximum greater than 0');
      }
    }
    this.platform.deepLinkingData.delete(data);
    const response: DeepLinkingResponse = {
      contentItems: items as Record<string, any>[],
      data,
      message: claim(CLAIM.deepLinkingMessage) as string | undefined,
      errorMessage: claim(CLAIM.deepLinkingErrorMessage) as string | undefined,
      claims: payload,
    };
    this.responses.push(response);
    return response;
  }

  routes(router: Router): void {
    router.on('POST', '/deep-linking/return', async (request) => {
      const jwt = request.form.get('JWT');
      if (!jwt) {
        this.refusals.push('no JWT form field');
        return html(400, '<!doctype html><html><body><h1>Deep linking refused</h1><p>The JWT form field is missing.</p></body></html>');
      }
      try {
        const response = await this.receive(jwt);
        const titles = response.contentItems.map((item) => `<li>${escapeHtml(String(item.title ?? item.type))}</li>`).join('');
        return html(200, `<!doctype html><html><body><h1>Content added</h1><ul aria-label="Added content">${titles}</ul></body></html>`);
      } catch (error) {
        const reason = (error as Error).message;
        this.refusals.push(reason);
        return html(400, `<!doctype html><html><body><h1>Deep linking refused</h1><p>${escapeHtml(reason)}</p></body></html>`);
      }
    });
  }
}
