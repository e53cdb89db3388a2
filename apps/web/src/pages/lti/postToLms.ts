/**
 * Deep Linking 2.0 returns to the LMS by a form post from the browser: the signed answer goes to the LMS's return
 * URL as the form field `JWT`, in this window (the LMS's dialog or frame), not a new one. The server lets this page
 * post there (docs/LMS.md, "Deep Linking").
 */
export function postToLms(answer: { returnUrl: string; jwt: string }, doc: Document = document): void {
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = answer.returnUrl;
  form.target = '_self';
  form.hidden = true;
  const field = doc.createElement('input');
  field.type = 'hidden';
  field.name = 'JWT';
  field.value = answer.jwt;
  form.appendChild(field);
  doc.body.appendChild(form);
  form.submit();
}
