import { createRemoteJWKSet } from 'jose';
import { type SimRequest, type SimResponse } from './simulator-http';
import type { Platform } from './platform';
export interface TokenRequest {
    scopes: string[];
    granted: string[];
    /** The OAuth 2 error answered, when refused. */
    error?: string;
    description?: string;
}
export declare class AccessTokens {
    private readonly platform;
    /** Another `aud` a client assertion may name (the `authorization_server` some platforms advertise). */
    private readonly authorizationServer?;
    private readonly issued;
    private readonly usedJtis;
    private toolKeySet?;
    readonly requests: TokenRequest[];
    /** Seconds an access token lives. */
    lifetimeSeconds: number;
    constructor(platform: Platform, 
    /** Another `aud` a client assertion may name (the `authorization_server` some platforms advertise). */
    authorizationServer?: string | undefined);
    get tokenUrl(): string;
    /** The tool's key set (fetched over HTTP as a platform does, refetched when the tool's JWKS URL changes). */
    toolKeys(): ReturnType<typeof createRemoteJWKSet>;
    /** A bearer token with these scopes, as if granted (for tests that call the services directly). */
    grant(scopes: readonly string[]): string;
    handle(request: SimRequest): Promise<SimResponse>;
    /** Undefined when the request carries a live bearer token with one of `anyOf`; else the answer refusing it. */
    check(request: SimRequest, anyOf: readonly string[]): SimResponse | undefined;
}
