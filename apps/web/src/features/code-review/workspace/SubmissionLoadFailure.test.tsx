import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApi, resetApiConfig } from '../../../api/config';
import { ApiError } from '../../../api/errors';
import { SubmissionLoadFailure } from './SubmissionLoadFailure';

describe('SubmissionLoadFailure (docs/PRODUCT.md §8)', () => {
  afterEach(() => resetApiConfig());

  it('says what went wrong with the support address, logs "Error loading submission {id}" once, and retries', async () => {
    const reports: { error: string; errorDetail: string; url: string }[] = [];
    configureApi({
      fetch: async (input, init) => {
        if (String(input) === '/logs/logError/') reports.push(JSON.parse(String(init?.body)));
        return new Response(null, { status: 201 });
      },
    });
    const retry = vi.fn();
    const { rerender } = render(<SubmissionLoadFailure submissionId={42} error={new ApiError(404, { detail: 'Not found.' }, 'GET /submissions/42/review/')} onRetry={retry} />);
    expect(screen.getByText(/Something went wrong loading the submission\. Please try again or contact/)).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toMatch(/^mailto:support@/);
    rerender(<SubmissionLoadFailure submissionId={42} error={new Error('again')} onRetry={retry} />);
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]!.error).toBe('Error loading submission 42');
    expect(reports[0]!.errorDetail).toContain('answered 404');
    expect(reports[0]!.url).toContain('http');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
