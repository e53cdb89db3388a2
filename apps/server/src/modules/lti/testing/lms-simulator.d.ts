import { AgsStore } from './ags-store';
import { type LaunchScenario, type SignOptions } from './id-token';
import { type Context, type Person, type ResourceLink } from './lms-model';
import { type FormPost, type LoginOptions } from './oidc-flow';
import type { ToolEndpoints } from './platform';
import { type FailOptions, type PathPattern } from './simulator-faults';
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
    /** Whether the course page answers platform-storage messages (default true). */
    platformStorage?: boolean;
}
/** One request the tool (or a browser) made to the simulator. */
export interface LoggedRequest {
    method: string;
    path: string;
    query: Record<string, string>;
    headers: {
        authorization?: string;
        contentType?: string;
        accept?: string;
        origin?: string;
    };
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
export declare function startLmsSimulator(options?: LmsSimulatorOptions): Promise<{
    url: string;
    issuer: string;
    clientId: string;
    deploymentId: string;
    tokenUrl: string;
    deepLinkReturnUrl: string;
    /** The body of the tool's POST /lti/platforms/ registering this platform. */
    registration(name?: string): {
        name: string;
        issuer: string;
        clientId: string;
        deploymentIds: string[];
        authLoginUrl: string;
        accessTokenUrl: string;
        keysetUrl: string;
    };
    /**
     * The address that starts a dynamic registration at the tool's registration URL (`openid_configuration` and a
     * single-use `registration_token`); a registration the platform accepts also sets the tool's URLs.
     */
    dynamicRegistrationUrl: (toolRegisterUrl: string, start?: {
        token?: boolean;
    }) => string;
    openidConfigurationUrl: string;
    readonly toolRegistrations: import("./dynamic-registration").ToolRegistration[];
    readonly toolRegistrationRefusals: string[];
    /** Where the tool answers (its JWKS verifies its client assertions and deep-linking responses). */
    setTool(tool: ToolEndpoints): void;
    readonly currentKid: string;
    /** A new current signing key; the previous one stays published unless `keepPrevious` is false. */
    rotateKey: (rotation?: {
        keepPrevious?: boolean;
    }) => Promise<string>;
    /** The next `fetches` answers of GET /jwks leave the current key out. */
    hideCurrentKeyFromJwks: (fetches: number) => void;
    setJwksDelay(ms: number): void;
    /** How many times GET /jwks was answered. */
    readonly jwksFetches: number;
    addPerson: (person: Person) => Person;
    addContext: (context: Context) => Context;
    enroll: (contextId: string, sub: string, membership?: {
        roles?: string[];
        status?: "Active" | "Inactive";
    }) => import("./lms-model").Membership;
    setMembershipStatus: (contextId: string, sub: string, status: "Active" | "Inactive") => void;
    unenroll: (contextId: string, sub: string) => void;
    addResourceLink: (link: ResourceLink) => ResourceLink;
    setNrpsPageSize(size: number): void;
    idTokenClaims: (scenario: LaunchScenario, sign?: SignOptions) => import("jose").JWTPayload;
    signIdToken: (scenario: LaunchScenario, sign?: SignOptions) => Promise<string>;
    authorize: (authRequestUrl: string | URL, scenario?: LaunchScenario, sign?: SignOptions) => Promise<FormPost>;
    setNextLaunch: (scenario: LaunchScenario, sign?: SignOptions) => void;
    loginParameters: (scenario: LaunchScenario, login?: LoginOptions) => Record<string, string>;
    loginInitiation: (scenario: LaunchScenario, login?: LoginOptions) => Promise<import("./oidc-flow").ToolAnswer & {
        params: Record<string, string>;
    }>;
    submitForm: (form: FormPost, cookies?: string[]) => Promise<import("./oidc-flow").ToolAnswer>;
    launch: (scenario: LaunchScenario, login?: LoginOptions) => Promise<import("./oidc-flow").ToolAnswer & {
        login: import("./oidc-flow").ToolAnswer;
        form: FormPost;
    }>;
    /** The course page's address for a browser test. */
    coursePageUrl(contextId: string, sub: string, page?: {
        link?: string;
        deepLink?: boolean;
        storage?: boolean;
    }): string;
    setPlatformStorage(on: boolean): void;
    /** A bearer token with these scopes, without the token endpoint. */
    grantToken: (scopes: readonly string[]) => string;
    readonly tokenRequests: import("./token-endpoint").TokenRequest[];
    lineItems: (contextId: string) => import("./ags-store").LineItem[];
    seedLineItem: (contextId: string, item: Parameters<AgsStore["seedLineItem"]>[1]) => import("./ags-store").LineItem;
    /** The latest score of each user on a line item (its id is its URL), as the LMS gradebook shows it. */
    gradebook: (lineItemId: string) => import("./ags-store").Score[];
    readonly lineItemCreations: number;
    readonly refusedScores: import("./ags-store").RefusedScore[];
    readonly deepLinkingResponses: import("./deep-linking-return").DeepLinkingResponse[];
    readonly deepLinkingRefusals: string[];
    /** The next requests to matching paths answer these statuses in turn (429 with Retry-After), then normally. */
    fail: (pattern: PathPattern, statuses: number[], fail?: FailOptions) => void;
    /** Requests to matching paths wait `ms` before they are answered. */
    delay: (pattern: PathPattern, ms: number) => void;
    clearFaults: () => void;
    requests: LoggedRequest[];
    close: () => Promise<void>;
}>;
