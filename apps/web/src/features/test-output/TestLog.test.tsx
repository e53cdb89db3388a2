import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ConfigProvider, theme } from 'antd';
import { FIRST_VIEW_CHARS, TestLog } from './TestLog';
import { formatKb, utf8Length } from './sizes';

const ESC = '\u001b';

describe('TestLog', () => {
  it('renders markup in the output as text, never as elements', () => {
    const { container } = render(<TestLog logs={`<script>window.hacked = 1</script>${ESC}[31m<b onclick="x()">bold?</b>`} truncated={false} label="Logs of a test" />);
    const log = screen.getByLabelText('Logs of a test');
    expect(log.tagName).toBe('PRE');
    expect(log.textContent).toBe('<script>window.hacked = 1</script><b onclick="x()">bold?</b>');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('draws SGR styles as styled spans in theme colours, in the light and the dark theme', () => {
    const logs = `${ESC}[1;4;31mred${ESC}[0m ${ESC}[38;2;0;0;0mblack`;
    const { unmount } = render(<TestLog logs={logs} truncated={false} label="Light" />);
    const light = screen.getByLabelText('Light').querySelectorAll('span');
    expect(light[0]!.textContent).toBe('red');
    expect(light[0]!.style.fontWeight).toBe('600');
    expect(light[0]!.style.textDecoration).toBe('underline');
    const lightRed = light[0]!.style.color;
    expect(lightRed).not.toBe('');
    // Truecolor black stays as dark as the program asked for on a light page…
    expect(light[2]!.style.color).toBe('rgb(0, 0, 0)');
    unmount();
    render(
      <ConfigProvider theme={{ algorithm: theme.darkAlgorithm }}>
        <TestLog logs={logs} truncated={false} label="Dark" />
      </ConfigProvider>,
    );
    const dark = screen.getByLabelText('Dark').querySelectorAll('span');
    // …and is lightened on a dark one; the named red comes from the dark palette.
    expect(dark[2]!.style.color).toBe('rgb(153, 153, 153)');
    expect(dark[0]!.style.color).not.toBe(lightRed);
  });

  it('shows control characters as marked placeholders and drops other escape sequences', () => {
    render(<TestLog logs={`a\u0000b${ESC}[2Jc${ESC}]0;title\u0007d`} truncated={false} label="Log" />);
    const log = screen.getByLabelText('Log');
    expect(log.textContent).toBe('a\u2400bcd');
    expect(log.querySelector('[data-control]')!.textContent).toBe('\u2400');
  });

  it('says where the runner cut the output', () => {
    const logs = 'y'.repeat(2048);
    render(<TestLog logs={logs} truncated label="Log" />);
    expect(screen.getByText('Output was cut at 2 KB.')).toBeTruthy();
  });

  it('opens a 1 MB line with its beginning, wrapped, and shows the rest on request', () => {
    const line = 'z'.repeat(1024 * 1024);
    render(<TestLog logs={line} truncated={false} label="Log" />);
    const log = screen.getByLabelText('Log');
    expect(log.textContent!.length).toBe(FIRST_VIEW_CHARS);
    expect(log.style.whiteSpace).toBe('pre-wrap');
    expect(log.style.overflowWrap).toBe('anywhere');
    fireEvent.click(screen.getByRole('button', { name: 'Show the whole log (1,024 KB)' }));
    expect(screen.getByLabelText('Log').textContent!.length).toBe(line.length);
    expect(screen.queryByRole('button', { name: /Show the whole log/ })).toBeNull();
  });

  it('counts sizes in UTF-8 bytes', () => {
    expect(utf8Length('aé€🎉')).toBe(1 + 2 + 3 + 4);
    expect(formatKb(0)).toBe('1 KB');
    expect(formatKb(1024 * 1024)).toBe('1,024 KB');
  });
});
