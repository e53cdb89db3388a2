import { type JWTPayload } from 'jose';
import { type Router } from './simulator-http';
import type { AccessTokens } from './token-endpoint';
import type { Platform } from './platform';
export interface DeepLinkingResponse {
    contentItems: Record<string, any>[];
    data?: string;
    message?: string;
    errorMessage?: string;
    claims: JWTPayload;
}
export declare class DeepLinkingReturn {
    private readonly platform;
    private readonly tokens;
    readonly responses: DeepLinkingResponse[];
    /** Why each refused response was refused. */
    readonly refusals: string[];
    constructor(platform: Platform, tokens: AccessTokens);
    get returnUrl(): string;
    /** Verifies a deep-linking response JWT and records it; throws with the reason a platform refuses it. */
    receive(jwt: string): Promise<DeepLinkingResponse>;
    routes(router: Router): void;
}
