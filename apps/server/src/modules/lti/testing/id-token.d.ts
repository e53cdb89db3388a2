import { type JWTPayload } from 'jose';
import { type LaunchMessageType } from './lti-vocabulary';
import { type Platform } from './platform';
export interface LaunchScenario {
    /** The person launching (added with addPerson). */
    sub: string;
    contextId?: string;
    resourceLinkId?: string;
    /** Default `LtiResourceLinkRequest`. */
    messageType?: LaunchMessageType;
    /** Default: the person's roles in the context (their membership), else their own roles. */
    roles?: string[];
    /** Default: the tool's launch URL (its deep-linking URL for deep-linking requests). */
    targetLinkUri?: string;
    /** Default: a fresh random value (the OIDC dance sets the tool's nonce). */
    nonce?: string;
    /** `iframe` (default) or `window`. */
    documentTarget?: 'iframe' | 'window';
    /** Claims set over the defaults; a claim set to `undefined` is removed. */
    claims?: Record<string, unknown>;
}
export interface SignOptions {
    /** The header carries no `kid`. */
    noKid?: boolean;
    /** An unsigned token (`alg: none`, still naming the current `kid` unless `noKid`). */
    algNone?: boolean;
    /** Signed with HS256, the platform's public key as the secret (the key-confusion attack). */
    hs256?: boolean;
    /** Signed by a key the JWKS does not publish, with a `kid` of its own. */
    unpublishedKey?: boolean;
    /** Signed by another key but naming the current key's `kid` (a bad signature). */
    badSignature?: boolean;
    /** A `kid` header other than the signing key's. */
    kid?: string;
    issuer?: string;
    audience?: string | string[];
    /** Expired an hour ago. */
    expired?: boolean;
    /** Issued an hour from now. */
    issuedInFuture?: boolean;
    /** Another deployment id claim. */
    deploymentId?: string;
    /** Seconds until `exp` (default 300). */
    lifetimeSeconds?: number;
}
/** The claims of a launch, before any override of the scenario. */
export declare function launchClaims(platform: Platform, scenario: LaunchScenario, options?: SignOptions): JWTPayload;
export declare function signIdToken(platform: Platform, scenario: LaunchScenario, options?: SignOptions): Promise<string>;
