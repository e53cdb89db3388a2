import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderPublicPage } from './testing/renderPublicPage';
import AutograderPage from './AutograderPage';

function renderAutograder() {
  return renderPublicPage(<AutograderPage />, '/autograder');
}

function caption() {
  return screen.getByRole('figure').querySelector('figcaption')?.textContent;
}

function choose(group: string, option: string) {
  fireEvent.click(within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name: option }));
}

describe('AutograderPage', { timeout: 30_000 }, () => {
  it('explains how the autograder works and the kinds of tests', () => {
    renderAutograder();
    expect(screen.getByRole('heading', { level: 1, name: 'The autograder' })).toBeTruthy();
    for (const title of ['How it works', 'Kinds of tests', 'Your tests, your way', 'Questions']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeTruthy();
    }
    expect(screen.getByRole('heading', { level: 3, name: 'Tests run in a sandbox' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'running your own autograder' }).getAttribute('href')).toBe('/faqs#own-autograder');
  });

  it('says what runs today, Gradescope zips included, and promises nothing for later', () => {
    renderAutograder();
    expect(screen.getByText(/the tests you set up in the Tests tab/)).toBeTruthy();
    expect(screen.getByText(/a Gradescope autograder zip run unchanged/)).toBeTruthy();
    expect(screen.getByText(/Upload its zip, with setup\.sh and run_autograder, in the Tests tab/)).toBeTruthy();
    expect(screen.queryByText(/on its way|coming soon|soon its zip/i)).toBeNull();
  });

  it('shows a different example and caption for each of the four combinations of the toggles', () => {
    renderAutograder();
    expect(within(screen.getByRole('radiogroup', { name: 'Where tests run' })).getByRole('radio', { name: 'Run tests on Marginalia' })).toHaveProperty('checked', true);
    expect(caption()).toBe('Run tests on Marginalia, results as objects');
    expect(screen.getByText(/json\.dump\(results, f, indent=2\)/)).toBeTruthy();

    choose('How results are reported', 'Results as a plain text file');
    expect(caption()).toBe('Run tests on Marginalia, results as a plain text file');
    expect(screen.getByText(/FAIL case 2: expected '-3', got '3'/)).toBeTruthy();
    expect(screen.queryByText(/json\.dump/)).toBeNull();

    choose('Where tests run', 'Run tests on your own system');
    expect(caption()).toBe('Run tests on your own system, results as a plain text file');
    expect(screen.getByText(/\/files\/ /)).toBeTruthy();
    expect(screen.getByText(/name: "_tests.txt", extension: "txt"/)).toBeTruthy();

    choose('How results are reported', 'Results as objects');
    expect(caption()).toBe('Run tests on your own system, results as objects');
    const request = screen.getByText(/\/submissionTests\/ /);
    expect(request.textContent).toContain('Authorization: Token $MARGINALIA_API_KEY');
    expect(request.textContent).toContain('"submission": 1234, "testCase": 19, "passed": true');
  });

  it('can be operated with the arrow keys', () => {
    renderAutograder();
    const where = within(screen.getByRole('radiogroup', { name: 'Where tests run' }));
    fireEvent.keyDown(where.getByRole('radio', { name: 'Run tests on Marginalia' }), { key: 'ArrowRight' });
    expect(caption()).toBe('Run tests on your own system, results as objects');
    expect(where.getByRole('radio', { name: 'Run tests on your own system' })).toHaveProperty('checked', true);

    const report = within(screen.getByRole('radiogroup', { name: 'How results are reported' }));
    fireEvent.keyDown(report.getByRole('radio', { name: 'Results as objects' }), { key: 'ArrowRight' });
    expect(caption()).toBe('Run tests on your own system, results as a plain text file');
    fireEvent.keyDown(report.getByRole('radio', { name: 'Results as a plain text file' }), { key: 'ArrowLeft' });
    expect(caption()).toBe('Run tests on your own system, results as objects');
  });
});
