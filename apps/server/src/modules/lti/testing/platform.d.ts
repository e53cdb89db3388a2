import type { AgsStore } from './ags-store';
import type { LmsModel } from './lms-model';
import type { PlatformKeyRing } from './platform-keys';
/** Where the tool (the app under test) answers; set by `setTool`. */
export interface ToolEndpoints {
    /** Its OIDC login initiation URL (third-party-initiated login goes there). */
    loginUrl: string;
    /** Its launch URL: the redirect_uri of resource-link launches, and their target_link_uri. */
    launchUrl: string;
    /** Its key set, which verifies its client assertions and deep-linking responses. */
    jwksUrl: string;
    /** The target_link_uri of deep-linking launches, when not the launch URL. */
    deepLinkingUrl?: string;
    /** More redirect_uris the tool registered (the launch and deep-linking URLs always are). */
    redirectUris?: string[];
}
export interface Platform {
    url: string;
    issuer: string;
    clientId: string;
    deploymentId: string;
    model: LmsModel;
    keys: PlatformKeyRing;
    ags: AgsStore;
    tool?: ToolEndpoints;
    /** The `data` values of the deep-linking requests issued, which a response must echo. */
    deepLinkingData: Set<string>;
}
export declare function requireTool(platform: Platform): ToolEndpoints;
export declare function registeredRedirectUris(tool: ToolEndpoints): string[];
