import { publicLink, type Config } from '../core/config';

export interface RootPointer {
  name: string;
  detail: string;
  webApp: string;
  apiDocs: string;
}

/**
 * What `GET /` answers a client that does not ask for HTML (curl, a script): the API shares its origin with the
 * web app, so a bare 404 there reads as "nothing is running". This says where the web app and the API's docs are.
 */
export function rootPointer(config: Pick<Config, 'PUBLIC_URL' | 'PORT' | 'DOCS_URL'>): RootPointer {
  const docs = config.DOCS_URL.startsWith('/') ? publicLink(config, `${config.DOCS_URL}#api`) : config.DOCS_URL;
  return {
    name: 'Marginalia',
    detail: 'This is the Marginalia API. Open the web app in a browser; scripts send an Authorization header as the API docs describe.',
    webApp: publicLink(config, '/'),
    apiDocs: docs,
  };
}
