import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createElement, type ComponentProps } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Comment } from '@marginalia/contracts';
import { createPreferencesStore } from '../../../preferences/localPreferences';
import { createMemoryStore } from '../../../storage/keyValueStore';
import { SessionMachine } from '../../../session/sessionMachine';
import { memoryTokens, scriptedApi } from '../../../test/fakes';
import { renderWithApp } from '../../../test/renderApp';
import { restoreScreenWidth, setScreenWidth } from '../../../test/screenWidth';
import { makeFile, makePermissions, makeReview } from '../panels/testing/fixtures';
import { stubLayoutApis } from '../viewer/testing/viewerFixtures';
import { ReviewWorkspace } from './ReviewWorkspace';

// How the submission view draws itself: the code before its comments, the side panels left alone while the grader
// hovers comments, and the keyboard moving from comment to comment over the light cards.

// A probe: how many times the rubric panel (the side panels' default tab for staff) is drawn.
const probe = vi.hoisted(() => ({ rubricRenders: 0 }));
vi.mock('../panels/RubricPanel', async (importOriginal) => {
  const original = await importOriginal<typeof import('../panels/RubricPanel')>();
  return {
    ...original,
    RubricPanel: (props: ComponentProps<typeof original.RubricPanel>) => {
      probe.rubricRenders += 1;
      return createElement(original.RubricPanel, props);
    },
  };
});

beforeAll(() => {
  stubLayoutApis();
  // Going to a comment scrolls the code's container; jsdom has no scrolling.
  Element.prototype.scrollTo ??= () => {};
});
const machines: SessionMachine[] = [];
afterEach(() => {
  machines.splice(0).forEach((machine) => machine.dispose());
  restoreScreenWidth();
});

function comment(id: number, line: number, text: string): Comment {
  return { id, file: 1, text, startLine: line, endLine: line, startChar: 0, endChar: 3, pointDelta: null, rubricComment: null, author: 'ta@example.edu', color: '', feedback: 0, tags: [] };
}

const review = makeReview({
  files: [makeFile({ id: 1, name: 'main.py', code: 'first = 1\nsecond = 2\nthird = 3\n' })],
  comments: [comment(11, 0, 'About the first line'), comment(12, 2, 'About the third line')],
  permissions: makePermissions({ role: 'grader' }),
});

function renderWorkspace() {
  setScreenWidth(1280);
  const machine = new SessionMachine({ api: scriptedApi().api, tokens: memoryTokens(), forgetPreferences: () => {} });
  machines.push(machine);
  return renderWithApp(<ReviewWorkspace review={review} mode="live" me="ta@example.edu" backTo="/grader" />, {
    machine,
    path: '/code/41',
    preferences: createPreferencesStore(createMemoryStore()),
  });
}

const card = (id: number) => document.querySelector<HTMLElement>(`[data-testid="comment-card"][data-comment-id="${id}"]`);

describe('ReviewWorkspace rendering', { timeout: 30_000 }, () => {
  it('draws the code first and the comment cards after it', async () => {
    renderWorkspace();
    // The first commit holds the code and no card yet.
    expect(screen.getByTestId('code-viewer').querySelector('.cm-line')?.textContent).toBe('first = 1');
    expect(screen.queryAllByTestId('comment-card')).toHaveLength(0);
    expect(await screen.findByText('About the first line', undefined, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('About the third line')).toBeTruthy();
  });

  it('does not draw the side panels again when a comment is hovered or selected', async () => {
    renderWorkspace();
    await screen.findByText('About the first line', undefined, { timeout: 8000 });
    await screen.findByRole('complementary', { name: 'Rubric, tests and information' }, { timeout: 8000 });
    await waitFor(() => expect(probe.rubricRenders).toBeGreaterThan(0));
    const before = probe.rubricRenders;
    act(() => {
      fireEvent.mouseEnter(card(11)!);
    });
    await waitFor(() => expect(card(11)!.closest('[data-hovered]')).not.toBeNull());
    act(() => {
      fireEvent.mouseLeave(card(11)!);
      fireEvent.mouseEnter(card(12)!);
      fireEvent.click(card(12)!);
    });
    await waitFor(() => expect(card(12)!.getAttribute('aria-current')).toBe('true'));
    expect(probe.rubricRenders).toBe(before);
  });

  it('moves between comments with the keyboard', async () => {
    renderWorkspace();
    await screen.findByText('About the first line', undefined, { timeout: 8000 });
    fireEvent.keyDown(window, { key: 'ArrowDown', code: 'ArrowDown', altKey: true });
    await waitFor(() => expect(card(11)!.getAttribute('aria-current')).toBe('true'));
    fireEvent.keyDown(window, { key: 'ArrowDown', code: 'ArrowDown', altKey: true });
    await waitFor(() => expect(card(12)!.getAttribute('aria-current')).toBe('true'));
    expect(card(11)!.getAttribute('aria-current')).toBeNull();
    fireEvent.keyDown(window, { key: 'ArrowUp', code: 'ArrowUp', altKey: true });
    await waitFor(() => expect(card(11)!.getAttribute('aria-current')).toBe('true'));
    // A card is reachable by Tab and activated by Enter, as before.
    card(12)!.focus();
    fireEvent.keyDown(card(12)!, { key: 'Enter' });
    await waitFor(() => expect(card(12)!.getAttribute('aria-current')).toBe('true'));
  });
});
