import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

// The few pages the LTI routes answer themselves, before the app: a refusal that says what to tell the LMS's
// administrator, the step that opens a launch in a new window when the frame cannot keep its cookie, and the hand-
// over of a session to the app. Each is a small self-contained HTML document; the only scripts are the hand-over's
// and the form's, allowed by a nonce of their own.

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const STYLE = `body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;padding:32px 16px;color:#1f1f1f;background:#f5f5f5}
main{max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 1px 2px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 12px}p{line-height:1.5}code{background:#f0f0f0;padding:1px 4px;border-radius:4px}
a.button,button{display:inline-block;background:#2e7d32;color:#fff;border:0;border-radius:6px;padding:8px 16px;font-size:15px;text-decoration:none;cursor:pointer}`;

/** A value written into a script: JSON, with "<" escaped so that no value can end the script element. */
const js = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function document(title: string, body: string, nonce?: string, script?: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · Marginalia</title>
<style>${STYLE}</style>
</head>
<body>
<main>${body}</main>
${script && nonce ? `<script nonce="${nonce}">${script}</script>` : ''}
</body>
</html>`;
}

/** Scripts of this answer only: the CSP the server sends every page, with this page's nonce allowed. */
function allowScript(reply: FastifyReply): string {
  const nonce = randomBytes(16).toString('base64');
  const policy = String(reply.getHeader('content-security-policy') ?? '');
  reply.header('content-security-policy', policy.replace("script-src 'self'", `script-src 'self' 'nonce-${nonce}'`));
  return nonce;
}

function html(reply: FastifyReply, status: number, content: string) {
  return reply.code(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(content);
}

/** A refused login or launch: what went wrong, in words an LMS administrator can act on. Nothing was created. */
export function sendRefusal(reply: FastifyReply, status: number, message: string) {
  return html(
    reply,
    status,
    document(
      'This launch was refused',
      `<h1>This launch was refused</h1>
<p>${escape(message)}</p>
<p>Nothing was created or changed. If this keeps happening, send this message to your LMS administrator.</p>`,
    ),
  );
}

/**
 * The LMS shows the registration page in a window it opened or in a frame of its own page, and listens there for
 * the page's "done" message. So this page keeps its opener (no cross-origin opener isolation, which would cut the
 * window off from the LMS) and may be framed by the LMS's origin (`frameOrigin`, from its configuration's address).
 */
function letTheLmsHoldIt(reply: FastifyReply, frameOrigin: string | null) {
  reply.header('cross-origin-opener-policy', 'unsafe-none');
  if (!frameOrigin) return;
  const policy = String(reply.getHeader('content-security-policy') ?? '');
  reply.header('content-security-policy', policy.replace("frame-ancestors 'none'", `frame-ancestors ${frameOrigin}`));
  reply.removeHeader('x-frame-options');
  reply.raw.removeHeader('x-frame-options');
}

/** A Dynamic Registration that could not be made: why, for the LMS's administrator. Nothing was stored. */
export function sendRegistrationRefusal(reply: FastifyReply, status: number, message: string, frameOrigin: string | null) {
  letTheLmsHoldIt(reply, frameOrigin);
  return html(
    reply,
    status,
    document(
      'Registration refused',
      `<h1>Marginalia could not be registered</h1>
<p>${escape(message)}</p>
<p>Nothing was stored in Marginalia.</p>`,
    ),
  );
}

/**
 * A Dynamic Registration made: the page says so and tells the LMS, which opened it in a window or a frame, that
 * the tool is done (the `org.imsglobal.lti.close` message), so the LMS can close it and go on.
 */
export function sendRegistrationDone(reply: FastifyReply, heading: string, lines: string[], frameOrigin: string | null) {
  letTheLmsHoldIt(reply, frameOrigin);
  const nonce = allowScript(reply);
  const script = `(function(){var m={subject:'org.imsglobal.lti.close'};try{(window.opener||window.parent).postMessage(m,'*');}catch(e){}})();`;
  const body = `<h1>${escape(heading)}</h1>${lines.map((line) => `<p>${escape(line)}</p>`).join('\n')}`;
  return html(reply, 200, document(heading, body, nonce, script));
}

/** The frame blocked the login's cookie: the same login, started again in a window of its own. */
export function sendNewWindowStep(reply: FastifyReply, loginUrl: string) {
  return html(
    reply,
    200,
    document(
      'Open Marginalia',
      `<h1>Open Marginalia in a new window</h1>
<p>Your browser keeps Marginalia from signing you in inside this page.</p>
<p><a class="button" href="${escape(loginUrl)}" target="_blank" rel="noopener">Open in a new window</a></p>`,
    ),
  );
}

/**
 * Signed in: the app keeps its session in the browser's storage (as after a login), so the page stores the token
 * and goes on to `destination`, replacing itself in the history. A frame whose storage is blocked (third-party
 * data refused) hands the token over in the address instead, which the app takes out at once (as a partner's link
 * does, docs/PRODUCT.md §4) and keeps for the page's life.
 */
export function sendSessionHandOver(reply: FastifyReply, tokenStorageKey: string, token: string, destination: string) {
  const nonce = allowScript(reply);
  const script =
    `var k=${js(tokenStorageKey)},t=${js(token)},d=${js(destination)},kept=false;` +
    `try{localStorage.setItem(k,t);kept=localStorage.getItem(k)===t}catch(e){}` +
    `location.replace(kept?d:d+(d.indexOf('?')===-1?'?':'&')+'token='+encodeURIComponent(t));`;
  return html(reply, 200, document('Signing you in', `<h1>Signing you in…</h1><p><a href="${escape(destination)}">Continue</a></p>`, nonce, script));
}

// The LMS's storage in the browser (the LTI client-side postMessages): where the login's secret is kept when the
// frame's cookies are blocked. The page posts to the frame the LMS named, to the platform's origin only, and takes
// answers from that origin only; a storage that does not answer within two seconds is treated as absent.
const STORAGE_WAIT_MS = 2000;
const storageKey = (state: string) => `marginalia_lti_${state}`;

function storageCall(target: string, origin: string, message: Record<string, unknown>, onAnswer: string, onNone: string): string {
  return `(function(){var target=${js(target)},origin=${js(origin)},id=Math.random().toString(36).slice(2),done=false;
function finish(answer){if(done)return;done=true;if(answer){${onAnswer}}else{${onNone}}}
window.addEventListener('message',function(event){var m=event.data;if(event.origin!==origin||!m||m.message_id!==id)return;finish(m.subject===${js(`${String(message.subject)}.response`)}&&!m.error?m:null);});
try{var frame=target==='_parent'?window.parent:(window.parent.frames[target]||window.parent);frame.postMessage(Object.assign({message_id:id},${js(message)}),origin);}catch(e){finish(null);}
setTimeout(function(){finish(null);},${STORAGE_WAIT_MS});})();`;
}

/** The login, keeping its secret in the LMS's storage too before going on to the platform. */
export function sendLoginWithStorage(reply: FastifyReply, storage: { target: string; origin: string }, state: string, binding: string, redirect: string) {
  const nonce = allowScript(reply);
  const go = `location.replace(${js(redirect)});`;
  const script = storageCall(storage.target, storage.origin, { subject: 'lti.put_data', key: storageKey(state), value: binding }, go, go);
  return html(reply, 200, document('Opening Marginalia', `<h1>Opening Marginalia…</h1><p><a href="${escape(redirect)}">Continue</a></p>`, nonce, script));
}

/**
 * The launch arrived without the login's cookie: read the secret from the LMS's storage and post the launch again
 * with it (or, when the storage has none, without it, which leads to the new-window step).
 */
export function sendLaunchFromStorage(reply: FastifyReply, storage: { target: string; origin: string }, fields: { id_token: string; state: string }) {
  const nonce = allowScript(reply);
  // `extra`: a script expression of the fields added to the launch's own.
  const post = (extra: string) =>
    `var f=document.createElement('form');f.method='post';f.action='/lti/launch';var v=Object.assign(${js(fields)},${extra});` +
    `Object.keys(v).forEach(function(k){var i=document.createElement('input');i.type='hidden';i.name=k;i.value=v[k];f.appendChild(i);});document.body.appendChild(f);f.submit();`;
  const failed = post('{lti_storage_failed:"1"}');
  const script = storageCall(storage.target, storage.origin, { subject: 'lti.get_data', key: storageKey(fields.state) }, `if(answer.value){${post('{lti_storage_binding:String(answer.value)}')}}else{${failed}}`, failed);
  return html(reply, 200, document('Opening Marginalia', '<h1>Opening Marginalia…</h1>', nonce, script));
}
