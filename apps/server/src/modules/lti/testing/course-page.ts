// GET /course/{contextId}?as={sub}: an LMS-like course page for the browser tests. The launch runs in an iframe:
// the page posts the login initiation into it (the tool on another host name than the simulator makes the frame
// cross-site), and the page answers the platform-storage messages of the LTI client-side postMessages
// (`lti.capabilities`, `lti.put_data`, `lti.get_data`) from the tool's frame only: from the tool's origins, answered to
// the sender's origin, values kept apart per origin. `&link={resourceLinkId}` launches that link, `&deepLink=1` a
// deep-linking request, `&storage=off` (or the simulator's platformStorage switched off) an LMS without storage.
import type { LaunchScenario } from './id-token';
import { MESSAGE_TYPE } from './lti-vocabulary';
import type { OidcFlow } from './oidc-flow';
import { registeredRedirectUris, requireTool, type Platform } from './platform';
import { escapeHtml, html, type Router } from './simulator-http';

export interface CoursePageSettings {
  platformStorage: boolean;
}

/** The frame name the tool's platform-storage messages go to: the page itself, the frame's parent. */
const STORAGE_TARGET = '_parent';

function storageScript(toolOrigins: string[]): string {
  // Runs in the LMS page. Values are kept per sender origin and key, as the platform storage messages require.
  return `
(function () {
  var frame = document.getElementById('tool-frame');
  var toolOrigins = ${JSON.stringify(toolOrigins)};
  var stored = {};
  var log = (window.ltiStorageLog = []);
  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || typeof message !== 'object' || typeof message.subject !== 'string') return;
    if (event.source !== frame.contentWindow || toolOrigins.indexOf(event.origin) < 0) {
      log.push({ subject: message.subject, origin: event.origin, ignored: true });
      return;
    }
    log.push({ subject: message.subject, origin: event.origin, key: message.key });
    var reply = { subject: message.subject + '.response', message_id: message.message_id };
    if (message.subject === 'lti.capabilities') {
      reply.supported_messages = [{ subject: 'lti.capabilities' }, { subject: 'lti.put_data' }, { subject: 'lti.get_data' }];
    } else if (message.subject === 'lti.put_data' || message.subject === 'lti.get_data') {
      if (typeof message.key !== 'string' || message.key === '') {
        reply.error = { code: 'bad_request', message: 'key is required' };
      } else {
        var space = (stored[event.origin] = stored[event.origin] || {});
        if (message.subject === 'lti.put_data') {
          if (message.value === undefined || message.value === null) delete space[message.key];
          else space[message.key] = String(message.value);
        }
        reply.key = message.key;
        reply.value = Object.prototype.hasOwnProperty.call(space, message.key) ? space[message.key] : null;
      }
    } else {
      reply.error = { code: 'unsupported_subject', message: 'unsupported subject ' + message.subject };
    }
    event.source.postMessage(reply, event.origin);
  });
})();`;
}

export function coursePageRoutes(router: Router, platform: Platform, oidc: OidcFlow, settings: CoursePageSettings): void {
  router.on('GET', '/course/{contextId}', (request) => {
    const { model } = platform;
    const context = model.contexts.get(request.params.contextId!);
    const sub = request.query.get('as') ?? '';
    if (!context) return html(404, '<!doctype html><html><body><h1>No such course</h1></body></html>');
    if (!model.people.has(sub) || !model.membership(context.id, sub)) return html(403, '<!doctype html><html><body><h1>Not enrolled in this course</h1></body></html>');
    const linkId = request.query.get('link') ?? undefined;
    if (linkId && model.resourceLinks.get(linkId)?.contextId !== context.id) return html(404, '<!doctype html><html><body><h1>No such link in this course</h1></body></html>');
    const tool = requireTool(platform);
    const storage = settings.platformStorage && request.query.get('storage') !== 'off';
    const scenario: LaunchScenario = {
      sub,
      contextId: context.id,
      resourceLinkId: linkId,
      messageType: request.query.get('deepLink') === '1' ? MESSAGE_TYPE.deepLinkingRequest : MESSAGE_TYPE.resourceLink,
    };
    const params = oidc.loginParameters(scenario, storage ? { storageTarget: STORAGE_TARGET } : {});
    const fields = Object.entries(params)
      .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
      .join('');
    const toolOrigins = [...new Set([tool.loginUrl, ...registeredRedirectUris(tool)].map((url) => new URL(url).origin))];
    const person = model.person(sub);
    const links = [...model.resourceLinks.values()]
      .filter((link) => link.contextId === context.id)
      .map((link) => `<li><a href="/course/${encodeURIComponent(context.id)}?as=${encodeURIComponent(sub)}&amp;link=${encodeURIComponent(link.id)}">${escapeHtml(link.title)}</a></li>`)
      .join('');
    const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(context.title)}</title>
<style>body{font-family:sans-serif;margin:0}header{padding:8px 16px;background:#2d3b45;color:#fff}main{display:flex}nav{width:200px;padding:8px}iframe{flex:1;height:90vh;border:0}</style></head>
<body>
<header><strong>${escapeHtml(context.label)}</strong> ${escapeHtml(context.title)} — signed in as ${escapeHtml(person.name)}</header>
<main>
<nav aria-label="Course links"><ul>${links}</ul></nav>
<iframe id="tool-frame" name="tool-frame" title="External tool" allow="clipboard-write"></iframe>
</main>
<form id="launch-form" method="post" action="${escapeHtml(tool.loginUrl)}" target="tool-frame">${fields}</form>
<script>${storage ? storageScript(toolOrigins) : 'window.ltiStorageLog = [];'}
document.getElementById('launch-form').submit();</script>
</body></html>`;
    return html(200, page);
  });

  router.on('GET', '/return', () => html(200, '<!doctype html><html><body><h1>Back in the course</h1></body></html>'));
}
