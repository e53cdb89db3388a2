import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { API_ERRORS } from '@marginalia/contracts';
import type { RootPointer } from './root-pointer';

function wantsHtml(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && String(request.headers.accept ?? '').includes('text/html');
}

/**
 * The API lives at the root of the origin, so the web app is served around it: built files by
 * path, and index.html for any other GET that asks for HTML (client-side routes). A GET of the root
 * that does not ask for HTML gets `pointer` (where the web app and the API docs are). Everything else
 * that matches no route is a JSON 404.
 */
export async function installWebApp(app: FastifyInstance, distDir: string, pointer: RootPointer): Promise<void> {
  const indexPath = path.join(distDir, 'index.html');
  const built = existsSync(indexPath);
  if (!built) app.log.warn(`The web app is not built (${indexPath} is missing): run "npm run build".`);
  // The build writes text assets also as `.br` and `.gz` (apps/web/build/precompress.ts): the form the browser
  // accepts is sent, the raw file otherwise (and for files with no compressed form).
  await app.register(fastifyStatic, { root: distDir, serve: false, decorateReply: true, preCompressed: true });

  function sendIndex(reply: FastifyReply) {
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8')
      .sendFile('index.html', { cacheControl: false });
  }

  function builtFile(urlPath: string): string | null {
    if (!built) return null;
    let relative: string;
    try {
      relative = decodeURIComponent(urlPath.split('?')[0]!).replace(/^\/+/, '');
    } catch {
      return null;
    }
    if (!relative || relative.includes('\0')) return null;
    const absolute = path.resolve(distDir, relative);
    if (!absolute.startsWith(distDir + path.sep)) return null;
    return existsSync(absolute) && statSync(absolute).isFile() ? relative : null;
  }

  function isRoot(request: FastifyRequest): boolean {
    return (request.method === 'GET' || request.method === 'HEAD') && request.url.split('?')[0]!.replace(/\/+/g, '/') === '/';
  }

  function notFound(request: FastifyRequest, reply: FastifyReply) {
    if (built && wantsHtml(request)) return sendIndex(reply);
    if (isRoot(request)) return reply.send(pointer);
    return reply.code(404).send({ detail: API_ERRORS.notFound });
  }

  app.get('/*', {
    config: { policy: 'public' },
    handler: async (request, reply) => {
      const file = builtFile(request.url);
      if (file) {
        const immutable = file.startsWith('assets/');
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // Caches keep the compressed and the raw answers apart.
        reply.header('Vary', 'Accept-Encoding');
        return reply.sendFile(file, { cacheControl: false });
      }
      return notFound(request, reply);
    },
  });

  app.setNotFoundHandler(notFound);
}
