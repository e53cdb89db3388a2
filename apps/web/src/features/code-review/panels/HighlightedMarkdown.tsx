import { useMemo } from 'react';
import { theme } from 'antd';
import { MarkdownContent, renderMarkdown } from '../../../components/MarkdownContent';

/**
 * Wraps every match of the query in the text of already sanitized HTML with <mark>. Only text nodes are touched
 * and the marks are built as elements, so nothing the search types can become markup.
 */
export function markMatches(html: string, query: string, background: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) texts.push(node as Text);
  for (const text of texts) {
    const value = text.data;
    const lower = value.toLowerCase();
    if (!lower.includes(query)) continue;
    const fragment = document.createDocumentFragment();
    let from = 0;
    for (let at = lower.indexOf(query); at !== -1; at = lower.indexOf(query, from)) {
      if (at > from) fragment.append(value.slice(from, at));
      const mark = document.createElement('mark');
      mark.textContent = value.slice(at, at + query.length);
      Object.assign(mark.style, { background, color: 'inherit', padding: '0' });
      fragment.append(mark);
      from = at + query.length;
    }
    if (from < value.length) fragment.append(value.slice(from));
    text.replaceWith(fragment);
  }
  return template.innerHTML;
}

/** Markdown with the search's matches marked; plain MarkdownContent when there is no search. */
export function HighlightedMarkdown({ source, query }: { source: string; query: string }) {
  const { token } = theme.useToken();
  // Matches take the theme's warning background, which both light and dark themes keep readable.
  const background = token.colorWarningBg;
  const html = useMemo(() => (query === '' ? '' : markMatches(renderMarkdown(source), query, background)), [source, query, background]);
  if (query === '') return <MarkdownContent source={source} />;
  return <div className="markdown-content" dangerouslySetInnerHTML={{ __html: html }} />;
}
