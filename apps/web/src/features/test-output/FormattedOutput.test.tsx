import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { OutputFormat } from '@marginalia/contracts';
import { FormattedOutput } from './FormattedOutput';
import { FIRST_VIEW_CHARS } from './TestLog';

const ESC = '\u001b';

type Hacked = { hacked?: number };

function renderOutput(text: string, format: OutputFormat) {
  const view = render(<FormattedOutput text={text} format={format} label="Output" />);
  return { ...view, box: screen.getByLabelText('Output') };
}

/** Nothing of the page may run, load or restyle: no element or attribute that could. */
function expectInert(box: HTMLElement) {
  expect(box.querySelector('script, style, iframe, frame, object, embed, form, input, button, img, svg, math, link, meta, base, video, audio, source')).toBeNull();
  for (const element of box.querySelectorAll('*')) {
    for (const attribute of element.getAttributeNames()) {
      expect(attribute.startsWith('on'), `${element.tagName} ${attribute}`).toBe(false);
      expect(['style', 'class', 'id', 'src', 'srcset', 'action', 'formaction', 'xlink:href']).not.toContain(attribute);
    }
    const href = element.getAttribute('href');
    if (href !== null) expect(href).toMatch(/^(https?:\/\/|mailto:)/);
  }
  expect((window as Hacked).hacked).toBeUndefined();
}

const HOSTILE = [
  '<script>window.hacked = 1</script>',
  '<img src="x" onerror="window.hacked = 1">',
  '<a href="javascript:window.hacked=1">click</a>',
  '<a href=" JaVaScRiPt:alert(1)">spaced</a>',
  '<a href="data:text/html,<script>alert(1)</script>">data</a>',
  '<style>body { display: none }</style>',
  '<svg><script>window.hacked = 1</script><a xlink:href="javascript:alert(1)"><text>svg</text></a></svg>',
  '<svg onload="window.hacked = 1"><animate onbegin="window.hacked = 1" attributeName="x" /></svg>',
  '<iframe src="https://evil.example/"></iframe>',
  '<form action="https://evil.example/"><input name="password"><button formaction="javascript:alert(1)">Go</button></form>',
  '<span style="position:fixed;inset:0;background:red" class="ant-btn" id="root">overlay</span>',
  '<div onclick="window.hacked = 1" onmouseover="window.hacked = 1">hover</div>',
  '<base href="https://evil.example/"><link rel="stylesheet" href="https://evil.example/x.css"><meta http-equiv="refresh" content="0;url=https://evil.example/">',
  // Unclosed markup that swallows what follows, last.
  '<math><mtext><table><mglyph><style><img src=x onerror="window.hacked = 1">',
  '<noscript><p title="</noscript><img src=x onerror=window.hacked=1>">',
].join('\n');

describe('FormattedOutput', () => {
  it('keeps formatting of HTML output and drops everything that could run, load or restyle', () => {
    const { box } = renderOutput(
      `<p>Test <b>passed</b> <em>quickly</em></p><ul><li>one</li></ul><table><tr><th>in</th><td>out</td></tr></table><pre><code>x = 1</code></pre>${HOSTILE}`,
      'html',
    );
    expect(box.querySelector('p b')!.textContent).toBe('passed');
    expect(box.querySelector('ul li')!.textContent).toBe('one');
    expect(box.querySelector('table th')!.textContent).toBe('in');
    expect(box.querySelector('pre code')!.textContent).toBe('x = 1');
    expect(box.textContent).toContain('overlay');
    expectInert(box);
  });

  it('lets safe links open in a new tab without the opener, and strips unsafe ones', () => {
    const { box } = renderOutput('<a href="https://docs.example/help">docs</a> <a href="javascript:alert(1)">bad</a> <a href="/admin/">inside</a>', 'html');
    const links = [...box.querySelectorAll('a')];
    expect(links[0]!.getAttribute('href')).toBe('https://docs.example/help');
    expect(links[0]!.getAttribute('target')).toBe('_blank');
    expect(links[0]!.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(links.slice(1).map((link) => link.getAttribute('href'))).toEqual([null, null]);
    expectInert(box);
  });

  it('renders Markdown with its raw HTML shown as text', () => {
    const { box } = renderOutput(`# Result\n\n**Good** work, see [the docs](https://docs.example/).\n\n${HOSTILE}\n\n[bad](javascript:alert(1))\n\n![tracker](https://evil.example/pixel.png)`, 'md');
    expect(box.querySelector('h1')!.textContent).toBe('Result');
    expect(box.querySelector('strong')!.textContent).toBe('Good');
    expect(box.querySelector('a[href="https://docs.example/"]')).not.toBeNull();
    // The hostile markup is visible as what it is…
    expect(box.textContent).toContain('<script>window.hacked = 1</script>');
    expect(box.textContent).toContain('<img src="x" onerror="window.hacked = 1">');
    // …an image is its alternative text, and nothing runs or loads.
    expect(box.textContent).toContain('tracker');
    expectInert(box);
  });

  it('keeps the line breaks of simple_format output', () => {
    const { box } = renderOutput('first line\nsecond line\n\n<b>not bold</b>', 'simple_format');
    expect(box.querySelectorAll('br').length).toBe(1);
    expect(box.querySelector('b')).toBeNull();
    expect(box.textContent).toContain('<b>not bold</b>');
    expectInert(box);
  });

  it('shows text output as it is: markup as text, escape sequences as placeholders', () => {
    const { box, container } = renderOutput(`${HOSTILE}${ESC}[31mred`, 'text');
    expect(box.tagName).toBe('PRE');
    expect(box.textContent).toContain('<script>window.hacked = 1</script>');
    expect(box.textContent).toContain('\u241b[31mred');
    expect(container.querySelector('script, img, svg, style')).toBeNull();
    expect((window as Hacked).hacked).toBeUndefined();
  });

  it('colours ANSI output and still never makes markup of it', () => {
    const { box, container } = renderOutput(`${ESC}[31m<script>window.hacked = 1</script>`, 'ansi');
    expect(box.textContent).toBe('<script>window.hacked = 1</script>');
    expect(box.querySelector('span')!.style.color).not.toBe('');
    expect(container.querySelector('script')).toBeNull();
  });

  it.each(['html', 'md'] as const)('opens a 1 MB line of %s output with its beginning and shows the rest on request', (format) => {
    const line = 'z'.repeat(1024 * 1024);
    const { box } = renderOutput(line, format);
    expect(box.textContent!.trim().length).toBe(FIRST_VIEW_CHARS);
    fireEvent.click(screen.getByRole('button', { name: 'Show the whole output (1,024 KB)' }));
    expect(screen.getByLabelText('Output').textContent!.trim().length).toBe(line.length);
  });

  it('shows nothing for empty output', () => {
    const { container } = render(<FormattedOutput text="" format="html" label="Output" />);
    expect(container.textContent).toBe('');
  });
});
