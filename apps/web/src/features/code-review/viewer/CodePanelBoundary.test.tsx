import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@marginalia/contracts';
import { configureApi, resetApiConfig } from '../../../api/config';
import { CodePanelBoundary } from './CodePanelBoundary';
import { makeFile } from './testing/viewerFixtures';

function Broken(): never {
  throw new Error('the viewer fell over');
}

describe('CodePanelBoundary', () => {
  afterEach(() => {
    resetApiConfig();
    vi.restoreAllMocks();
  });

  it('shows the crash text, the ids, the code and the error, and reports it once', async () => {
    const reports: unknown[] = [];
    configureApi({
      fetch: async (input, init) => {
        if (String(input) === '/logs/logError/') reports.push(JSON.parse(String(init?.body)));
        return new Response(null, { status: 201 });
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const file = makeFile({ id: 34, code: 'x'.repeat(25_000) });
    render(
      <CodePanelBoundary submissionId={12} file={file} supportEmail="help@example.edu">
        <Broken />
      </CodePanelBoundary>,
    );
    expect(screen.getByRole('heading', { name: MESSAGES.crash })).toBeTruthy();
    expect(screen.getByText(/Refresh the page/)).toBeTruthy();
    expect(screen.getByText(/Google Chrome/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'help@example.edu' }).getAttribute('href')).toBe('mailto:help@example.edu');
    expect(screen.getByText('Submission ID').nextElementSibling?.textContent).toBe('12');
    expect(screen.getByText('File ID').nextElementSibling?.textContent).toBe('34');
    expect(screen.getByLabelText('File code').textContent).toHaveLength(20_000);
    expect(screen.getByLabelText('Error details').textContent).toContain('Error: the viewer fell over');
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toMatchObject({ error: 'Error: the viewer fell over' });
  });

  it('renders its children when nothing fails', () => {
    render(
      <CodePanelBoundary submissionId={12} file={makeFile()} supportEmail="help@example.edu">
        <p>All good</p>
      </CodePanelBoundary>,
    );
    expect(screen.getByText('All good')).toBeTruthy();
  });
});
