// LTI Dynamic Registration 1.0, the platform's end: the platform opens the tool's registration URL with
// `openid_configuration` (where its configuration is) and a single-use `registration_token`; the tool reads
// GET /.well-known/openid-configuration and POSTs its client registration to /register with that token as a bearer.
// The simulator checks the registration as a platform does, answers it with its client id and deployment id, and
// from then on launches to the URLs the tool registered.
import { randomBytes } from 'node:crypto';
import { ALL_SCOPES, MESSAGE_TYPE } from './lti-vocabulary';
import type { Platform } from './platform';
import { json, type Router, type SimRequest } from './simulator-http';

const TOOL_CONFIGURATION = 'https://purl.imsglobal.org/spec/lti-tool-configuration';
const PLATFORM_CONFIGURATION = 'https://purl.imsglobal.org/spec/lti-platform-configuration';

export interface ToolRegistration {
  /** The registration as the tool sent it. */
  request: Record<string, any>;
  clientId: string;
  deploymentId: string;
}

export class DynamicRegistration {
  private readonly tokens = new Set<string>();
  readonly registrations: ToolRegistration[] = [];
  readonly refusals: string[] = [];

  constructor(
    private readonly platform: Platform,
    private readonly tokenUrl: string,
    private readonly authorizationServer?: string,
  ) {}

  get configurationUrl(): string {
    return `${this.platform.url}/.well-known/openid-configuration`;
  }

  /** The address the platform opens to start a registration (with a fresh registration token unless `token` is false). */
  startUrl(toolRegisterUrl: string, options: { token?: boolean } = {}): string {
    const url = new URL(toolRegisterUrl);
    url.searchParams.set('openid_configuration', this.configurationUrl);
    if (options.token !== false) {
      const token = randomBytes(18).toString('base64url');
      this.tokens.add(token);
      url.searchParams.set('registration_token', token);
    }
    return url.toString();
  }

  configuration(): Record<string, unknown> {
    const { url, issuer } = this.platform;
    return {
      issuer,
      authorization_endpoint: `${url}/auth`,
      token_endpoint: this.tokenUrl,
      ...(this.authorizationServer ? { authorization_server: this.authorizationServer } : {}),
      registration_endpoint: `${url}/register`,
      jwks_uri: `${url}/jwks`,
      token_endpoint_auth_methods_supported: ['private_key_jwt'],
      token_endpoint_auth_signing_alg_values_supported: ['RS256'],
      id_token_signing_alg_values_supported: ['RS256'],
      response_types_supported: ['id_token'],
      subject_types_supported: ['public'],
      scopes_supported: ['openid', ...ALL_SCOPES],
      claims_supported: ['iss', 'sub', 'name', 'given_name', 'family_name', 'email'],
      [PLATFORM_CONFIGURATION]: {
        product_family_code: 'lms-simulator',
        version: '1.0',
        messages_supported: [{ type: MESSAGE_TYPE.resourceLink }, { type: MESSAGE_TYPE.deepLinkingRequest }],
        variables: [],
      },
    };
  }

  /** Why a platform refuses this registration, or undefined. */
  private problem(request: SimRequest): string | undefined {
    const token = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (this.tokens.size > 0 || token) {
      if (!token || !this.tokens.has(token)) return 'the registration token is missing, unknown or already used';
    }
    const body = request.json as Record<string, any> | undefined;
    if (!body || typeof body !== 'object') return 'the body must be a JSON client registration';
    if (body.application_type !== 'web') return 'application_type must be "web"';
    if (!Array.isArray(body.response_types) || !body.response_types.includes('id_token')) return 'response_types must include id_token';
    if (!Array.isArray(body.grant_types) || !['implicit', 'client_credentials'].every((g) => body.grant_types.includes(g))) {
      return 'grant_types must include implicit and client_credentials';
    }
    if (typeof body.initiate_login_uri !== 'string') return 'initiate_login_uri is required';
    if (!Array.isArray(body.redirect_uris) || body.redirect_uris.length === 0) return 'redirect_uris is required';
    if (typeof body.jwks_uri !== 'string') return 'jwks_uri is required';
    if (body.token_endpoint_auth_method !== 'private_key_jwt') return 'token_endpoint_auth_method must be private_key_jwt';
    const tool = body[TOOL_CONFIGURATION];
    if (!tool || typeof tool !== 'object') return `${TOOL_CONFIGURATION} is required`;
    if (typeof tool.domain !== 'string' || typeof tool.target_link_uri !== 'string') return 'the tool configuration needs domain and target_link_uri';
    if (!Array.isArray(tool.messages)) return 'the tool configuration needs messages';
    return undefined;
  }

  routes(router: Router): void {
    router.on('GET', '/.well-known/openid-configuration', () => json(200, this.configuration()));
    router.on('POST', '/register', (request) => {
      const problem = this.problem(request);
      if (problem) {
        this.refusals.push(problem);
        return json(400, { error: 'invalid_client_metadata', error_description: problem });
      }
      const token = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
      if (token) this.tokens.delete(token);
      const body = request.json as Record<string, any>;
      const tool = body[TOOL_CONFIGURATION];
      const deepLinking = (tool.messages as { type?: string; target_link_uri?: string }[]).find((m) => m.type === MESSAGE_TYPE.deepLinkingRequest);
      this.platform.tool = {
        loginUrl: body.initiate_login_uri,
        launchUrl: tool.target_link_uri,
        jwksUrl: body.jwks_uri,
        deepLinkingUrl: deepLinking?.target_link_uri,
        redirectUris: body.redirect_uris,
      };
      this.registrations.push({ request: body, clientId: this.platform.clientId, deploymentId: this.platform.deploymentId });
      return json(200, {
        ...body,
        client_id: this.platform.clientId,
        [TOOL_CONFIGURATION]: { ...tool, deployment_id: this.platform.deploymentId },
      });
    });
  }
}
