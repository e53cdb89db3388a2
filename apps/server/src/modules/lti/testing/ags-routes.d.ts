import { type Router } from './simulator-http';
import type { AccessTokens } from './token-endpoint';
import type { Platform } from './platform';
export declare function agsRoutes(router: Router, platform: Platform, tokens: AccessTokens): void;
