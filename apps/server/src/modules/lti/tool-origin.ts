import type { FastifyRequest } from 'fastify';
import type { Config } from '../../core/config';

/**
 * This server's origin as LMSs reach it: PUBLIC_URL's when set (behind a proxy, the address users know), else the
 * one the request came to. Launch URLs, the login's redirect and the configuration JSON are built from it.
 */
export function toolOrigin(config: Pick<Config, 'PUBLIC_URL'>, request: FastifyRequest): string {
  if (config.PUBLIC_URL) return new URL(config.PUBLIC_URL).origin;
  return `${request.protocol}://${request.host}`;
}
