import { type Router } from './simulator-http';
import type { AccessTokens } from './token-endpoint';
import type { Platform } from './platform';
export interface NrpsSettings {
    pageSize: number;
}
export declare function nrpsRoutes(router: Router, platform: Platform, tokens: AccessTokens, settings: NrpsSettings): void;
