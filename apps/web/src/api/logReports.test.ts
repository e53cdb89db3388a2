import { afterEach, describe, expect, it } from 'vitest';
import { LOG_LIMITS } from '@marginalia/contracts';
import { configureApi, resetApiConfig } from './config';
import { logError, logHappiness, sendHelpRequest } from './logReports';

interface Sent {
  url: string;
  body: Record<string, unknown>;
}

/** Every call answered with `status`, or failing like a lost connection when `status` is null. */
function serve(status: number | null) {
  const sent: Sent[] = [];
  configureApi({
    fetch: async (input, init) => {
      sent.push({ url: String(input), body: JSON.parse(String(init?.body)) as Record<string, unknown> });
      if (status === null) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify({ id: 1 }), { status });
    },
    currentUrl: () => 'http://app.test/student/3',
  });
  return sent;
}

describe('client logs', () => {
  afterEach(() => resetApiConfig());

  it('sends a help request on the help channel with the page it came from', async () => {
    const sent = serve(201);
    expect(await sendHelpRequest('Where are my grades?', { courseID: 12 })).toBe(true);
    expect(sent).toEqual([
      {
        url: '/logs/log/',
        body: { attachments: [{ title: 'Help request', text: 'Where are my grades?', footer: 'http://app.test/student/3' }], channel: 'help', courseID: 12 },
      },
    ]);
  });

  it('says a help request did not arrive instead of throwing', async () => {
    serve(429);
    expect(await sendHelpRequest('Hello?')).toBe(false);
    serve(null);
    expect(await sendHelpRequest('Hello?')).toBe(false);
  });

  it('never throws when a report cannot be sent', async () => {
    serve(null);
    await expect(logError({ error: 'boom' })).resolves.toBeUndefined();
    await expect(logHappiness('like')).resolves.toBeUndefined();
  });

  it('shortens a long stack so the report stays within the server’s cap', async () => {
    const sent = serve(201);
    await logError({ error: 'Crash', errorDetail: 'at frame "é"\n'.repeat(5000) });
    const detail = JSON.stringify({ errorDetail: sent[0]!.body.errorDetail });
    expect(new TextEncoder().encode(detail).length).toBeLessThanOrEqual(LOG_LIMITS.detailBytes);
    expect(String(sent[0]!.body.errorDetail)).toMatch(/^at frame "é"\nat frame/);
    expect(sent[0]!.body.url).toBe('http://app.test/student/3');
  });

  it('sends a rating with the page it was given on', async () => {
    const sent = serve(201);
    await logHappiness('dislike');
    expect(sent).toEqual([{ url: '/logs/logHappiness/', body: { message: 'dislike', url: 'http://app.test/student/3' } }]);
  });
});
