import { type CryptoKey, type JWK } from 'jose';
export interface PlatformKey {
    kid: string;
    privateKey: CryptoKey;
    publicKey: CryptoKey;
    publicJwk: JWK;
}
export declare function createPlatformKey(): Promise<PlatformKey>;
/** The public key in PEM form (what an HS256 key-confusion attack uses as its "secret"). */
export declare function publicKeyPem(key: PlatformKey): Promise<string>;
export declare class PlatformKeyRing {
    current: PlatformKey;
    private published;
    private hiddenFetchesLeft;
    /** How many times GET /jwks was answered. */
    fetches: number;
    delayMs: number;
    private constructor();
    static create(): Promise<PlatformKeyRing>;
    /** A new current key; the previous one stays published unless `keepPrevious` is false. */
    rotate(options?: {
        keepPrevious?: boolean;
    }): Promise<PlatformKey>;
    /** The next `fetches` answers of GET /jwks leave the current key out. */
    hideCurrentKeyFor(fetches: number): void;
    /** What GET /jwks answers now (counts the fetch). */
    serve(): Promise<{
        keys: JWK[];
    }>;
}
