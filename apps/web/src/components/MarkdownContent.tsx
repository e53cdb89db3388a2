import DOMPurify, { type Config } from 'dompurify';
import { marked } from 'marked';
import { useMemo } from 'react';

// Markdown written by people (comments, rubric explanations, test explanations) and by students (Markdown files,
// notebook cells) is rendered, then sanitized: whatever HTML it carries, no script, handler or frame survives.

const SANITIZE: Config & { RETURN_TRUSTED_TYPE: false } = {
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
  ALLOW_DATA_ATTR: false,
  RETURN_TRUSTED_TYPE: false,
};

let linksHardened = false;

/** Links open in a new tab without handing the opener to the page they lead to. */
function hardenLinks(): void {
  if (linksHardened) return;
  linksHardened = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
}

/** Markdown to sanitized HTML. */
export function renderMarkdown(source: string): string {
  hardenLinks();
  const html = marked.parse(source, { async: false, gfm: true, breaks: true });
  return DOMPurify.sanitize(html, SANITIZE);
}

/** HTML from an untrusted source (a notebook's text/html output), sanitized the same way. */
export function sanitizeHtml(html: string): string {
  hardenLinks();
  return DOMPurify.sanitize(html, SANITIZE);
}

export function MarkdownContent({ source, className }: { source: string; className?: string }) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  return <div className={['markdown-content', className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: html }} />;
}
