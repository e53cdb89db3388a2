import { type LaunchScenario, type SignOptions } from './id-token';
import { type Platform } from './platform';
import { type Router } from './simulator-http';
export interface FormPost {
    action: string;
    fields: {
        id_token: string;
        state: string;
    };
}
export interface LoginOptions {
    method?: 'GET' | 'POST';
    /** Sends `lti_storage_target` (the frame the tool posts platform-storage messages to, e.g. `_parent`). */
    storageTarget?: string;
    /** Signing faults for the id_token this login leads to. */
    signOptions?: SignOptions;
}
/** What the tool answered, read without following redirects. */
export interface ToolAnswer {
    status: number;
    headers: Headers;
    location?: string;
    text: string;
    /** `name=value` of every cookie the answer set. */
    cookies: string[];
}
/** The authentication request was one a platform refuses. */
export declare class AuthRequestRefused extends Error {
}
export declare function autoSubmitForm(form: FormPost): string;
export declare class OidcFlow {
    private readonly platform;
    private readonly pending;
    private nextLaunch?;
    constructor(platform: Platform);
    /** The scenario the next browser authentication request without a known lti_message_hint launches. */
    setNextLaunch(scenario: LaunchScenario, signOptions?: SignOptions): void;
    /** Remembers a launch under a fresh lti_message_hint, which the authentication request must echo. */
    remember(scenario: LaunchScenario, signOptions?: SignOptions): string;
    /** The third-party-initiated login parameters for a scenario (the launch is remembered under its message hint). */
    loginParameters(scenario: LaunchScenario, options?: LoginOptions): Record<string, string>;
    /** Sends the login initiation to the tool's login URL (GET with a query, or a POSTed form) and returns its answer. */
    loginInitiation(scenario: LaunchScenario, options?: LoginOptions): Promise<ToolAnswer & {
        params: Record<string, string>;
    }>;
    /**
     * Checks the tool's authentication request as a platform does and returns the form post the browser would send
     * back. The scenario is the one given, else the one remembered under the request's lti_message_hint, else the one
     * of setNextLaunch. Throws AuthRequestRefused saying what is wrong.
     */
    authorize(authRequestUrl: string | URL, scenario?: LaunchScenario, signOptions?: SignOptions): Promise<FormPost>;
    private answer;
    /** Posts the form to the tool as the browser would, with the cookies given. */
    submitForm(form: FormPost, cookies?: string[]): Promise<ToolAnswer>;
    /**
     * The whole launch over HTTP: login initiation, the tool's redirect to /auth checked by `authorize`, and the form
     * post to the tool, carrying the cookies the tool set at login. Returns the tool's answer to the launch.
     */
    launch(scenario: LaunchScenario, options?: LoginOptions): Promise<ToolAnswer & {
        login: ToolAnswer;
        form: FormPost;
    }>;
    routes(router: Router): void;
}
