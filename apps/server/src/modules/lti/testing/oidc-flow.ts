// The platform's side of the OIDC third-party-initiated login of LTI Core 1.3: the login initiation it sends the
// tool, the authentication request it checks (scope openid, response_type id_token, response_mode form_post,
// prompt none, its client id, a registered redirect_uri, the hints it sent echoed, state and nonce present), and
// the form post carrying the id_token back. Usable from API tests (`authorize`, `launch`) and from a browser
// (GET or POST /auth answers an auto-submitting form).
import { randomUUID } from 'node:crypto';
import { signIdToken, type LaunchScenario, type SignOptions } from './id-token';
import { registeredRedirectUris, requireTool, type Platform } from './platform';
import { escapeHtml, html, type Router, type SimRequest } from './simulator-http';

export interface FormPost {
  action: string;
  fields: { id_token: string; state: string };
}

export interface LoginOptions {
  method?: 'GET' | 'POST';
  /** Sends `lti_storage_target` (the frame the tool posts platform-storage messages to, e.g. `_parent`). */
  storageTarget?: string;
  /** Signing faults for the id_token this login leads to. */
  signOptions?: SignOptions;
}

/** What the tool answered, read without following redirects. */
export interface ToolAnswer {
  status: number;
  headers: Headers;
  location?: string;
  text: string;
  /** `name=value` of every cookie the answer set. */
  cookies: string[];
}

/** The authentication request was one a platform refuses. */
export class AuthRequestRefused extends Error {}

interface PendingLaunch {
  scenario: LaunchScenario;
  signOptions?: SignOptions;
}

/**
 * How long an lti_message_hint stays good. It may be used more than once meanwhile, as LMSs' signed hints can: a
 * tool that cannot keep its state cookie in the frame starts the login again in a new window with the same hint.
 */
const MESSAGE_HINT_LIFETIME_MS = 10 * 60 * 1000;

async function readAnswer(response: Response): Promise<ToolAnswer> {
  return {
    status: response.status,
    headers: response.headers,
    location: response.headers.get('location') ?? undefined,
    text: await response.text(),
    cookies: response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!),
  };
}

export function autoSubmitForm(form: FormPost): string {
  const inputs = Object.entries(form.fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return `<!doctype html><html><head><title>Launching…</title></head><body><form method="post" action="${escapeHtml(form.action)}">${inputs}<noscript><button type="submit">Continue</button></noscript></form><script>document.forms[0].submit()</script></body></html>`;
}

export class OidcFlow {
  private readonly pending = new Map<string, PendingLaunch & { expiresAt: number }>();
  private nextLaunch?: PendingLaunch;

  constructor(private readonly platform: Platform) {}

  /** The scenario the next browser authentication request without a known lti_message_hint launches. */
  setNextLaunch(scenario: LaunchScenario, signOptions?: SignOptions): void {
    this.nextLaunch = { scenario, signOptions };
  }

  /** Remembers a launch under a fresh lti_message_hint, which the authentication request must echo. */
  remember(scenario: LaunchScenario, signOptions?: SignOptions): string {
    const hint = randomUUID();
    this.pending.set(hint, { scenario, signOptions, expiresAt: Date.now() + MESSAGE_HINT_LIFETIME_MS });
    return hint;
  }

  /** The third-party-initiated login parameters for a scenario (the launch is remembered under its message hint). */
  loginParameters(scenario: LaunchScenario, options: LoginOptions = {}): Record<string, string> {
    const tool = requireTool(this.platform);
    const params: Record<string, string> = {
      iss: this.platform.issuer,
      login_hint: scenario.sub,
      target_link_uri: scenario.targetLinkUri ?? (scenario.messageType === 'LtiDeepLinkingRequest' ? tool.deepLinkingUrl ?? tool.launchUrl : tool.launchUrl),
      lti_message_hint: this.remember(scenario, options.signOptions),
      lti_deployment_id: this.platform.deploymentId,
      client_id: this.platform.clientId,
    };
    if (options.storageTarget) params.lti_storage_target = options.storageTarget;
    return params;
  }

  /** Sends the login initiation to the tool's login URL (GET with a query, or a POSTed form) and returns its answer. */
  async loginInitiation(scenario: LaunchScenario, options: LoginOptions = {}): Promise<ToolAnswer & { params: Record<string, string> }> {
    const params = this.loginParameters(scenario, options);
    const loginUrl = requireTool(this.platform).loginUrl;
    const response =
      options.method === 'POST'
        ? await fetch(loginUrl, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(params).toString() })
        : await fetch(`${loginUrl}${loginUrl.includes('?') ? '&' : '?'}${new URLSearchParams(params)}`, { redirect: 'manual' });
    return { params, ...(await readAnswer(response)) };
  }

  /**
   * Checks the tool's authentication request as a platform does and returns the form post the browser would send
   * back. The scenario is the one given, else the one remembered under the request's lti_message_hint, else the one
   * of setNextLaunch. Throws AuthRequestRefused saying what is wrong.
   */
  async authorize(authRequestUrl: string | URL, scenario?: LaunchScenario, signOptions?: SignOptions): Promise<FormPost> {
    const url = new URL(authRequestUrl);
    return this.answer(url.searchParams, `${url.origin}${url.pathname}`, scenario ? { scenario, signOptions } : undefined);
  }

  private async answer(params: URLSearchParams, endpoint: string, given?: PendingLaunch): Promise<FormPost> {
    const refuse = (message: string): never => {
      throw new AuthRequestRefused(`the platform refuses this authentication request: ${message}`);
    };
    if (endpoint !== `${this.platform.url}/auth`) refuse(`it was sent to ${endpoint}, not to ${this.platform.url}/auth`);
    const expect = (name: string, value: string) => {
      if (params.get(name) !== value) refuse(`${name} must be "${value}" (got ${JSON.stringify(params.get(name))})`);
    };
    expect('scope', 'openid');
    expect('response_type', 'id_token');
    expect('response_mode', 'form_post');
    expect('prompt', 'none');
    expect('client_id', this.platform.clientId);
    const tool = requireTool(this.platform);
    const redirectUri = params.get('redirect_uri');
    if (!redirectUri || !registeredRedirectUris(tool).includes(redirectUri)) refuse(`redirect_uri ${JSON.stringify(redirectUri)} is not registered for this tool`);
    const state = params.get('state');
    const nonce = params.get('nonce');
    if (!state) refuse('state is missing');
    if (!nonce) refuse('nonce is missing');
    const loginHint = params.get('login_hint');
    if (!loginHint) refuse('login_hint is missing');
    const messageHint = params.get('lti_message_hint');
    const remembered = messageHint ? this.pending.get(messageHint) : undefined;
    if (remembered && remembered.expiresAt < Date.now()) refuse(`lti_message_hint ${messageHint} has expired`);
    if (messageHint && !remembered && !given && !this.nextLaunch) refuse(`lti_message_hint ${messageHint} was not sent by this platform`);
    const launch = given ?? remembered ?? this.nextLaunch;
    if (!launch) refuse('there is no launch to answer (use loginInitiation or setNextLaunch first)');
    if (launch!.scenario.sub !== loginHint) refuse(`login_hint ${loginHint} is not the person launching (${launch!.scenario.sub})`);
    const idToken = await signIdToken(this.platform, { ...launch!.scenario, nonce: launch!.scenario.nonce ?? nonce! }, launch!.signOptions);
    return { action: redirectUri!, fields: { id_token: idToken, state: state! } };
  }

  /** Posts the form to the tool as the browser would, with the cookies given. */
  async submitForm(form: FormPost, cookies: string[] = []): Promise<ToolAnswer> {
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
    if (cookies.length) headers.cookie = cookies.join('; ');
    const response = await fetch(form.action, { method: 'POST', redirect: 'manual', headers, body: new URLSearchParams(form.fields).toString() });
    return readAnswer(response);
  }

  /**
   * The whole launch over HTTP: login initiation, the tool's redirect to /auth checked by `authorize`, and the form
   * post to the tool, carrying the cookies the tool set at login. Returns the tool's answer to the launch.
   */
  async launch(scenario: LaunchScenario, options: LoginOptions = {}): Promise<ToolAnswer & { login: ToolAnswer; form: FormPost }> {
    const login = await this.loginInitiation(scenario, options);
    if (!login.location) throw new Error(`LMS simulator: the tool answered the login initiation with ${login.status} and no redirect: ${login.text.replace(/<style>[^<]*<\/style>/, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').slice(0, 400)}`);
    const form = await this.answer(new URL(login.location).searchParams, `${new URL(login.location).origin}${new URL(login.location).pathname}`, {
      scenario,
      signOptions: options.signOptions,
    });
    return { login, form, ...(await this.submitForm(form, login.cookies)) };
  }

  routes(router: Router): void {
    const browserAnswer = async (request: SimRequest, params: URLSearchParams) => {
      try {
        return html(200, autoSubmitForm(await this.answer(params, `${this.platform.url}/auth`)));
      } catch (error) {
        if (!(error instanceof AuthRequestRefused)) throw error;
        return html(400, `<!doctype html><html><body><h1>Launch refused</h1><p>${escapeHtml(error.message)}</p></body></html>`);
      }
    };
    router.on('GET', '/auth', (request) => browserAnswer(request, request.query));
    router.on('POST', '/auth', (request) => browserAnswer(request, request.form));
  }
}
