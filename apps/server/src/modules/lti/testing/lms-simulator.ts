// An LTI 1.3 Advantage platform of our own for the tests: a real HTTP server on the loopback that plays an LMS
// (keys and JWKS, OIDC login and launch, the token endpoint, NRPS, AGS, deep-linking returns, a course page for
// the browser) and reaches the tool only over HTTP, as a real LMS does. Each file beside this one does one job;
// this one wires them to one server and hands tests one object. docs/ARCHITECTURE.md ("Tests") says what it
// offers.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AgsStore } from './ags-store';
import { agsRoutes } from './ags-routes';
import { coursePageRoutes, type CoursePageSettings } from './course-page';
import { DeepLinkingReturn } from './deep-linking-return';
import { DynamicRegistration } from './dynamic-registration';
import { launchClaims, signIdToken, type LaunchScenario, type SignOptions } from './id-token';
import { LmsModel, type Context, type Person, type ResourceLink } from './lms-model';
import { nrpsRoutes, type NrpsSettings } from './nrps-routes';
import { OidcFlow, type FormPost, type LoginOptions } from './oidc-flow';
import type { Platform, ToolEndpoints } from './platform';
import { PlatformKeyRing } from './platform-keys';
import { Faults, type FailOptions, type PathPattern } from './simulator-faults';
import { json, readRequest, Router, writeResponse } from './simulator-http';
import { AccessTokens } from './token-endpoint';

export interface LmsSimulatorOptions {
  /** The host name in the simulator's URLs: `127.0.0.1` (default) or `localhost`; it always listens on 127.0.0.1. */
  hostname?: '127.0.0.1' | 'localhost';
  clientId?: string;
  deploymentId?: string;
  /** Members per NRPS page (default 100). */
  pageSize?: number;
  /** How long GET /jwks waits before answering. */
  jwksDelayMs?: number;
  /** A name client assertions may use as `aud` besides the token URL (advertised as `authorization_server`). */
  authorizationServer?: string;
  /** Client assertions must name the authorization server as `aud`; the token URL is refused (Brightspace). */
  onlyAuthorizationServerAudience?: boolean;
  /** Whether the course page answers platform-storage messages (default true). */
  platformStorage?: boolean;
}

/** One request the tool (or a browser) made to the simulator. */
export interface LoggedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: { authorization?: string; contentType?: string; accept?: string; origin?: string };
  body: string;
  status: number;
}

export type LmsSimulator = Awaited<ReturnType<typeof startLmsSimulator>>;

/**
 * Starts the simulator on a free loopback port. A test then registers it with the tool (`registration()` is the
 * body of POST /lti/platforms/), tells it where the tool is (`setTool`), builds its world (`addContext`,
 * `addPerson`, `enroll`, `addResourceLink`) and launches (`launch(scenario)` over HTTP, or `coursePageUrl` in a
 * browser); the tool's calls to NRPS and AGS are then read back (`gradebook`, `lineItemCreations`, `requests`).
 * `close()` stops it.
 */
export async function startLmsSimulator(options: LmsSimulatorOptions = {}) {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const url = `http://${options.hostname ?? '127.0.0.1'}:${port}`;

  const model = new LmsModel();
  const keys = await PlatformKeyRing.create();
  keys.delayMs = options.jwksDelayMs ?? 0;
  const platform: Platform = {
    url,
    issuer: url,
    clientId: options.clientId ?? 'marginalia-tool',
    deploymentId: options.deploymentId ?? 'deployment-1',
    model,
    keys,
    ags: new AgsStore(url, model),
    deepLinkingData: new Set(),
  };
  const tokens = new AccessTokens(platform, options.authorizationServer, options.onlyAuthorizationServerAudience);
  const oidc = new OidcFlow(platform);
  const deepLinking = new DeepLinkingReturn(platform, tokens);
  const dynamicRegistration = new DynamicRegistration(platform, tokens.tokenUrl, options.authorizationServer);
  const faults = new Faults();
  const nrpsSettings: NrpsSettings = { pageSize: options.pageSize ?? 100 };
  const pageSettings: CoursePageSettings = { platformStorage: options.platformStorage ?? true };
  const requests: LoggedRequest[] = [];

  const router = new Router();
  router.on('GET', '/jwks', async () => json(200, await keys.serve()));
  router.on('POST', '/token', (request) => tokens.handle(request));
  oidc.routes(router);
  nrpsRoutes(router, platform, tokens, nrpsSettings);
  agsRoutes(router, platform, tokens);
  deepLinking.routes(router);
  dynamicRegistration.routes(router);
  coursePageRoutes(router, platform, oidc, pageSettings);

  server.on('request', (incoming, outgoing) => {
    void (async () => {
      const request = await readRequest(incoming, url);
      let response;
      try {
        response = (await faults.apply(request)) ?? (await router.handle(request));
      } catch (error) {
        response = json(500, { error: (error as Error).message });
      }
      requests.push({
        method: request.method,
        path: request.path,
        query: Object.fromEntries(request.query),
        headers: {
          authorization: request.headers.authorization,
          contentType: request.headers['content-type'],
          accept: request.headers.accept,
          origin: request.headers.origin,
        },
        body: request.text,
        status: response.status,
      });
      writeResponse(outgoing, response);
    })().catch(() => outgoing.destroy());
  });

  return {
    url,
    issuer: platform.issuer,
    clientId: platform.clientId,
    deploymentId: platform.deploymentId,
    tokenUrl: tokens.tokenUrl,
    deepLinkReturnUrl: deepLinking.returnUrl,

    /** The body of the tool's POST /lti/platforms/ registering this platform. */
    registration(name = 'LMS simulator') {
      return {
        name,
        issuer: platform.issuer,
        clientId: platform.clientId,
        deploymentIds: [platform.deploymentId],
        authLoginUrl: `${url}/auth`,
        accessTokenUrl: tokens.tokenUrl,
        keysetUrl: `${url}/jwks`,
      };
    },
    /**
     * The address that starts a dynamic registration at the tool's registration URL (`openid_configuration` and a
     * single-use `registration_token`); a registration the platform accepts also sets the tool's URLs.
     */
    dynamicRegistrationUrl: (toolRegisterUrl: string, start?: { token?: boolean }) => dynamicRegistration.startUrl(toolRegisterUrl, start),
    openidConfigurationUrl: dynamicRegistration.configurationUrl,
    get toolRegistrations() {
      return dynamicRegistration.registrations;
    },
    get toolRegistrationRefusals() {
      return dynamicRegistration.refusals;
    },
    /** Where the tool answers (its JWKS verifies its client assertions and deep-linking responses). */
    setTool(tool: ToolEndpoints) {
      platform.tool = tool;
    },

    // Keys and the JWKS.
    get currentKid() {
      return keys.current.kid;
    },
    /** A new current signing key; the previous one stays published unless `keepPrevious` is false. */
    rotateKey: (rotation: { keepPrevious?: boolean } = {}) => keys.rotate(rotation).then((key) => key.kid),
    /** The next `fetches` answers of GET /jwks leave the current key out. */
    hideCurrentKeyFromJwks: (fetches: number) => keys.hideCurrentKeyFor(fetches),
    setJwksDelay(ms: number) {
      keys.delayMs = ms;
    },
    /** How many times GET /jwks was answered. */
    get jwksFetches() {
      return keys.fetches;
    },

    // The LMS's people, courses and links.
    addPerson: (person: Person) => model.addPerson(person),
    addContext: (context: Context) => model.addContext(context),
    enroll: (contextId: string, sub: string, membership?: { roles?: string[]; status?: 'Active' | 'Inactive' }) => model.addMembership(contextId, sub, membership),
    setMembershipStatus: (contextId: string, sub: string, status: 'Active' | 'Inactive') => model.setMembershipStatus(contextId, sub, status),
    unenroll: (contextId: string, sub: string) => model.removeMembership(contextId, sub),
    addResourceLink: (link: ResourceLink) => model.addResourceLink(link),
    setNrpsPageSize(size: number) {
      nrpsSettings.pageSize = size;
    },

    // Launches.
    idTokenClaims: (scenario: LaunchScenario, sign?: SignOptions) => launchClaims(platform, scenario, sign),
    signIdToken: (scenario: LaunchScenario, sign?: SignOptions) => signIdToken(platform, scenario, sign),
    authorize: (authRequestUrl: string | URL, scenario?: LaunchScenario, sign?: SignOptions) => oidc.authorize(authRequestUrl, scenario, sign),
    setNextLaunch: (scenario: LaunchScenario, sign?: SignOptions) => oidc.setNextLaunch(scenario, sign),
    loginParameters: (scenario: LaunchScenario, login?: LoginOptions) => oidc.loginParameters(scenario, login),
    loginInitiation: (scenario: LaunchScenario, login?: LoginOptions) => oidc.loginInitiation(scenario, login),
    submitForm: (form: FormPost, cookies?: string[]) => oidc.submitForm(form, cookies),
    launch: (scenario: LaunchScenario, login?: LoginOptions) => oidc.launch(scenario, login),
    /** The course page's address for a browser test. */
    coursePageUrl(contextId: string, sub: string, page: { link?: string; deepLink?: boolean; storage?: boolean } = {}) {
      const query = new URLSearchParams({ as: sub });
      if (page.link) query.set('link', page.link);
      if (page.deepLink) query.set('deepLink', '1');
      if (page.storage === false) query.set('storage', 'off');
      return `${url}/course/${encodeURIComponent(contextId)}?${query}`;
    },
    setPlatformStorage(on: boolean) {
      pageSettings.platformStorage = on;
    },

    // Services.
    /** A bearer token with these scopes, without the token endpoint. */
    grantToken: (scopes: readonly string[]) => tokens.grant(scopes),
    get tokenRequests() {
      return tokens.requests;
    },
    lineItems: (contextId: string) => platform.ags.lineItemsOf(contextId),
    seedLineItem: (contextId: string, item: Parameters<AgsStore['seedLineItem']>[1]) => platform.ags.seedLineItem(contextId, item),
    /** The latest score of each user on a line item (its id is its URL), as the LMS gradebook shows it. */
    gradebook: (lineItemId: string) => platform.ags.gradebook(lineItemId),
    get lineItemCreations() {
      return platform.ags.lineItemCreations;
    },
    get refusedScores() {
      return platform.ags.refusedScores;
    },
    get deepLinkingResponses() {
      return deepLinking.responses;
    },
    get deepLinkingRefusals() {
      return deepLinking.refusals;
    },

    // Faults and the log.
    /** The next requests to matching paths answer these statuses in turn (429 with Retry-After), then normally. */
    fail: (pattern: PathPattern, statuses: number[], fail?: FailOptions) => faults.fail(pattern, statuses, fail),
    /** Requests to matching paths wait `ms` before they are answered. */
    delay: (pattern: PathPattern, ms: number) => faults.delay(pattern, ms),
    clearFaults: () => faults.clear(),
    requests,

    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
