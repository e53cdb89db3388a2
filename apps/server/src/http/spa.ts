import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import path from 'node:path';
import { API_ERRORS } from '@marginalia/contracts';
import { encodedForm, loadBuiltFiles, matchesEtag, type BuiltFile } from './built-files';
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
  const files = loadBuiltFiles(distDir);
  const index = files.get('index.html') ?? null;
  if (!index) app.log.warn(`The web app is not built (${path.join(distDir, 'index.html')} is missing): run "npm run build".`);

  /** Sends a built file in the form the browser accepts; a file the browser holds already (same tag) is a 304. */
  function sendBuilt(request: FastifyRequest, reply: FastifyReply, file: BuiltFile, cacheControl: string) {
    // Caches keep the compressed and the raw answers apart.
    reply.header('Cache-Control', cacheControl).header('Vary', 'Accept-Encoding').header('ETag', file.etag);
    if (matchesEtag(request.headers['if-none-match'], file.etag)) return reply.code(304).send();
    const { body, encoding } = encodedForm(file, request.headers['accept-encoding']);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.type(file.contentType).send(body);
  }

  function builtFile(urlPath: string): { name: string; file: BuiltFile } | null {
    let name: string;
    try {
      name = decodeURIComponent(urlPath.split('?')[0]!).replace(/^\/+/, '');
    } catch {
      return null;
    }
    const file = files.get(name);
    return file ? { name, file } : null;
  }

  function isRoot(request: FastifyRequest): boolean {
    return (request.method === 'GET' || request.method === 'HEAD') && request.url.split('?')[0]!.replace(/\/+/g, '/') === '/';
  }

  function notFound(request: FastifyRequest, reply: FastifyReply) {
    if (index && wantsHtml(request)) return sendBuilt(request, reply, index, 'no-cache');
    if (isRoot(request)) return reply.send(pointer);
    return reply.code(404).send({ detail: API_ERRORS.notFound });
  }

  app.get('/*', {
    config: { policy: 'public' },
    handler: async (request, reply) => {
      const found = builtFile(request.url);
      if (!found) return notFound(request, reply);
      // Hashed names never change content: cached for a year. Anything else is checked again on each use.
      const immutable = found.name.startsWith('assets/');
      return sendBuilt(request, reply, found.file, immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  app.setNotFoundHandler(notFound);
}
