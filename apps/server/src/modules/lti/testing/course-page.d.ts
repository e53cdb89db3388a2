import type { OidcFlow } from './oidc-flow';
import { type Platform } from './platform';
import { type Router } from './simulator-http';
export interface CoursePageSettings {
    platformStorage: boolean;
}
export declare function coursePageRoutes(router: Router, platform: Platform, oidc: OidcFlow, settings: CoursePageSettings): void;
