import type { Platform } from './platform';
import { type Router } from './simulator-http';
export interface ToolRegistration {
    /** The registration as the tool sent it. */
    request: Record<string, any>;
    clientId: string;
    deploymentId: string;
}
export declare class DynamicRegistration {
    private readonly platform;
    private readonly tokenUrl;
    private readonly authorizationServer?;
    private readonly tokens;
    readonly registrations: ToolRegistration[];
    readonly refusals: string[];
    constructor(platform: Platform, tokenUrl: string, authorizationServer?: string | undefined);
    get configurationUrl(): string;
    /** The address the platform opens to start a registration (with a fresh registration token unless `token` is false). */
    startUrl(toolRegisterUrl: string, options?: {
        token?: boolean;
    }): string;
    configuration(): Record<string, unknown>;
    /** Why a platform refuses this registration, or undefined. */
    private problem;
    routes(router: Router): void;
}
