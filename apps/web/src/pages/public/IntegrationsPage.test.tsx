import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderPublicPage } from './testing/renderPublicPage';
import IntegrationsPage from './IntegrationsPage';

const TOOLS = ['Canvas', 'Moodle', 'Blackboard', 'Jupyter notebooks', 'GitHub', 'CodePen', 'JSFiddle', 'Replit', 'zyBooks', 'Homegrown tools'];

function renderIntegrations() {
  return renderPublicPage(<IntegrationsPage />, '/integrations');
}

function tool(name: string) {
  return within(screen.getByRole('radiogroup', { name: 'Tools' })).getByRole('radio', { name: new RegExp(`^${name}`) });
}

describe('IntegrationsPage', { timeout: 30_000 }, () => {
  it('offers exactly ten tools, none chosen yet', () => {
    renderIntegrations();
    expect(screen.getByRole('heading', { level: 1, name: 'Integrations' })).toBeTruthy();
    const choices = within(screen.getByRole('radiogroup', { name: 'Tools' })).getAllByRole('radio');
    expect(choices.map((choice) => choice.querySelector('span')?.textContent)).toEqual(TOOLS);
    expect(choices.every((choice) => choice.getAttribute('aria-checked') === 'false')).toBe(true);
    expect(screen.getByText('Choose a tool above to see how to use it with Marginalia.')).toBeTruthy();
  });

  it('shows how a learning-management system works with CSV files, saying there is no direct connection', () => {
    renderIntegrations();
    fireEvent.click(tool('Canvas'));
    expect(tool('Canvas').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('heading', { level: 3, name: 'Canvas and Marginalia' })).toBeTruthy();
    expect(screen.getByText(/There is no direct connection to Canvas yet/)).toBeTruthy();
    expect(screen.getByText(/roster panel, import the file/)).toBeTruthy();
    expect(screen.getByText(/Export grades as CSV/)).toBeTruthy();
  });

  it('shows notebooks with per-cell comments and the API for homegrown tools', () => {
    renderIntegrations();
    fireEvent.click(tool('Jupyter notebooks'));
    expect(screen.getByText(/graders attach comments and rubric points to individual cells/)).toBeTruthy();
    fireEvent.click(tool('Homegrown tools'));
    expect(tool('Jupyter notebooks').getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText(/API follows codePost’s conventions/)).toBeTruthy();
    expect(screen.getByText('Works through the API')).toBeTruthy();
  });

  it('moves the choice with the arrow keys, Home and End', () => {
    renderIntegrations();
    expect(tool('Canvas').tabIndex).toBe(0);
    fireEvent.keyDown(tool('Canvas'), { key: 'ArrowRight' });
    expect(tool('Moodle').getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(tool('Moodle'));
    expect(screen.getByText(/There is no direct connection to Moodle yet/)).toBeTruthy();

    fireEvent.keyDown(tool('Moodle'), { key: 'End' });
    expect(document.activeElement).toBe(tool('Homegrown tools'));
    fireEvent.keyDown(tool('Homegrown tools'), { key: 'ArrowRight' });
    expect(tool('Canvas').getAttribute('aria-checked')).toBe('true');
    fireEvent.keyDown(tool('Canvas'), { key: 'ArrowLeft' });
    expect(tool('Homegrown tools').getAttribute('aria-checked')).toBe('true');
    expect(tool('Homegrown tools').tabIndex).toBe(0);
    expect(tool('Canvas').tabIndex).toBe(-1);
  });
});
