import { useCallback, useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { gradingQueryKeys } from '../../../api/gradingQueryKeys';
import { serverMessages } from '../../../api/serverMessages';
import { graderPath } from '../../../routing/graderPaths';
import { QUEUE_EMPTY_MESSAGE, type ClaimFeedback, type QueueReturnState } from '../../grading-queue/claimFeedback';
import { applyClaim, readReviewAhead } from '../model/reviewCache';
import type { ReviewController } from '../model/useReviewController';

/**
 * While the grader reads a submission they may finish, the one the next claim would take is read ahead (which
 * one: GET /assignments/{id}/queueNext/, which claims nothing), so that "Done & next" shows its code at once.
 * Another grader may claim it first: the claim then answers another id, read as any opening is.
 */
function useNextReviewReadAhead(controller: ReviewController, enabled: boolean): void {
  const queryClient = useQueryClient();
  const { assignment, submission } = controller.review;
  // Which submission comes next is asked once the browser is idle after the open one is drawn: the question and
  // the queue's calls it loads (loadQueueCalls) then never compete with the first lines of code.
  const [settled, setSettled] = useState(false);
  useEffect(() => (enabled ? whenIdle(() => setSettled(true)) : undefined), [enabled]);
  const next = useQuery({
    // Under the assignment's grading state, which every claim and release made here refreshes.
    queryKey: [...gradingQueryKeys.queueNext(assignment.id), submission.id],
    queryFn: async () => (await loadQueueCalls()).peekNextSubmission(assignment.id),
    enabled: enabled && settled,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const nextId = next.data ?? null;
  useEffect(() => {
    if (!enabled || nextId === null || nextId === submission.id) return;
    // This is the second GET /submissions/{id}/review/ seen after the view opens (of the next submission, not of
    // this one): it is what makes Done & next instant, so it stays, but it waits until the browser is idle once the
    // open submission is drawn, so that its answer (as large as this one's, parsed and checked on the main thread)
    // does not compete with drawing the code and its comments. A refused read ahead changes nothing: the opening
    // reads the review anyway.
    return whenIdle(() => void readReviewAhead(queryClient, nextId).catch(() => undefined));
  }, [enabled, nextId, submission.id, queryClient]);
}

/**
 * The queue's calls (api/grading.ts and the contract schemas its answers are checked against) are fetched when the
 * read ahead first runs, after the open submission is drawn, not before its first line of code.
 */
function loadQueueCalls() {
  return import('../../../api/grading');
}

/** Runs `task` when the browser is next idle (at the latest after a few seconds); answers a cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: IDLE_LIMIT_MS });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 0);
  return () => clearTimeout(timer);
}

const IDLE_LIMIT_MS = 3_000;

/**
 * "Done & next": finalizes the open submission, then claims the next one from the assignment's queue and opens
 * it, as the grader console's "Grade next submission" does. A refused finalize (too few comments, ...) has
 * shown the server's message and keeps the grader here; an empty queue or a refused claim goes back to the
 * console's queue, which says why. `readAhead`: the grader may use it here (the next review is then read ahead).
 */
export function useDoneAndNext(controller: ReviewController, readAhead: boolean): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { course, assignment } = controller.review;
  useNextReviewReadAhead(controller, readAhead);
  return useCallback(async () => {
    await controller.finalizeAndLeave();
    const backToQueue = (claimFeedback: ClaimFeedback) =>
      navigate(graderPath(course, assignment, 'queue'), { state: { claimFeedback } satisfies QueueReturnState });
    try {
      const next = await (await loadQueueCalls()).claimNextSubmission(assignment.id);
      if (!next) {
        await backToQueue({ type: 'info', text: QUEUE_EMPTY_MESSAGE });
        return;
      }
      // Opening it reads its review again (reviewCache.ts); an answer read ahead shows the code meanwhile.
      applyClaim(queryClient, next);
      await navigate(`/code/${next.id}`);
    } catch (error) {
      await backToQueue({ type: 'error', text: serverMessages(error).join(' ') });
    }
  }, [controller, navigate, queryClient, course, assignment]);
}
