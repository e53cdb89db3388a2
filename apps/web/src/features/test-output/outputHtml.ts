import DOMPurify, { type Config } from 'dompurify';
import { Marked } from 'marked';

// Output that an autograder declares as HTML or Markdown (Gradescope's `output_format`) is written by code the
// course runs on students' work, so it is treated as hostile: only formatting survives. The allow-list below keeps
// text structure (paragraphs, lists, tables, code, emphasis) and links to http(s) or mail addresses; scripts,
// styles, frames, forms, images, SVG and MathML, event handlers, classes, ids and inline styles are all dropped.
// Markdown is rendered with its raw HTML shown as text, then passes the same allow-list.

const ALLOWED_TAGS = [
  'p', 'br', 'hr', 'pre', 'code', 'kbd', 'samp', 'blockquote',
  'b', 'i', 'em', 'strong', 'u', 's', 'del', 'ins', 'sub', 'sup', 'small', 'mark',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  'span', 'div', 'a',
];

const ALLOWED_ATTR = ['href', 'title', 'colspan', 'rowspan', 'start'];

/** Absolute web and mail links only: no javascript:, data:, vbscript:, nor relative links into the app. */
const SAFE_URL = /^(?:https?:\/\/|mailto:)/i;

const CONFIG: Config & { RETURN_TRUSTED_TYPE: false } = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOWED_URI_REGEXP: SAFE_URL,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  RETURN_TRUSTED_TYPE: false,
};

let purifier: typeof DOMPurify | null = null;

/** An instance of its own, so that its hooks never touch the app's other sanitizing (comments, notebooks). */
function outputPurifier(): typeof DOMPurify {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href');
    if (href && SAFE_URL.test(href.trim())) {
      // A link leaves the app in a new tab, handing nothing of the page to where it leads.
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    } else {
      node.removeAttribute('href');
    }
  });
  purifier = instance;
  return instance;
}

/** HTML written by an autograder, reduced to the formatting allow-list above. */
export function sanitizeOutputHtml(html: string): string {
  return outputPurifier().sanitize(html, CONFIG);
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

function markdownRenderer(breaks: boolean): Marked {
  return new Marked({
    gfm: true,
    breaks,
    renderer: {
      // Raw HTML in Markdown reads as the text it is, never as markup.
      html: ({ text }) => escapeHtml(text),
      // Images would load from anywhere (and tell that host who read the output): their text stands in.
      image: ({ text }) => escapeHtml(text),
    },
  });
}

const MARKDOWN = markdownRenderer(false);
// Gradescope's simple_format keeps each line break of the text.
const SIMPLE_FORMAT = markdownRenderer(true);

/** Markdown (or simple_format) to sanitized HTML without any raw HTML of its own. */
export function renderOutputMarkdown(source: string, keepLineBreaks: boolean): string {
  const html = (keepLineBreaks ? SIMPLE_FORMAT : MARKDOWN).parse(source, { async: false });
  return sanitizeOutputHtml(html);
}
