import { Badge, Tabs, theme } from 'antd';
import { memo, useCallback, useState } from 'react';
import { generatePartnerLink, removePartner, submitRegrade, deleteRegrade, answerRegrade } from '../../../api/submissionActions';
import type { LocalPreferences } from '../../../preferences/localPreferences';
import type { ReviewController } from '../model/useReviewController';
import { orderedCategories } from '../model/reviewSelectors';
import { InfoPanel } from '../panels/InfoPanel';
import { useGradeHistory } from './useGradeHistory';
import { CollapseButton } from './CollapseRail';
import { PartnerPanel } from '../panels/PartnerPanel';
import { RegradePanel } from '../panels/RegradePanel';
import { useRegradeLink } from '../panels/regradeLink';
import { RubricPanel } from '../panels/RubricPanel';
import { rubricLockedReason } from '../panels/finishedWork';
import { TestsPanel } from '../panels/TestsPanel';

// The panels show a refused action's message beside it; a notification on top would say it twice.
const QUIET = { quiet: true };

interface ReviewSidePanelsProps {
  controller: ReviewController;
  preferences: LocalPreferences;
  me: string | null;
  busy: boolean;
  /** Pixels beside the code; null fills its container (the drawer on narrow screens). */
  width: number | null;
  onGrading(action: 'claim' | 'finalize' | 'unfinalize'): void;
  onApplyRubric(rubricCommentId: number): void;
  /** Collapses the column to a rail (beside the code only; the drawer has no such button). */
  onCollapse?: () => void;
  /** Reviewer mode: why the rubric cannot be applied any more (the review is submitted), else null. */
  peerLockedReason?: string | null;
}

/** The right-hand menus: Rubric (staff), Tests and Info (with regrades and partners); each can be hidden. */
function SidePanels({ controller, preferences, me, busy, width, onGrading, onApplyRubric, onCollapse, peerLockedReason = null }: ReviewSidePanelsProps) {
  const { review, breakdown, state } = controller;
  const { permissions, submission, assignment } = review;
  const { token } = theme.useToken();
  // A peer reviewer has the rubric their review uses, if any, and nothing else: no tests, no grading, no people.
  const isPeer = permissions.role === 'peer';
  const isStaff = permissions.role !== 'student' && !isPeer;
  const regradeLink = useRegradeLink();
  const [tab, setTab] = useState<string>((isStaff || isPeer) && regradeLink.intent === null ? 'rubric' : 'info');
  // A link to the regrade request (a mail, the inbox, "Request regrade" beside the grade) opens the Info panel.
  const [seenVisit, setSeenVisit] = useState(regradeLink.visit);
  if (regradeLink.visit !== seenVisit) {
    setSeenVisit(regradeLink.visit);
    if (regradeLink.intent !== null) setTab('info');
  }
  const live = permissions.role !== 'demo' && !isPeer;
  const gradeHistory = useGradeHistory(submission, live && isStaff);
  const { refresh } = controller;
  // A finished run changed the results that count and the grade: read the review again (drafts are kept).
  const refreshReview = useCallback(() => void refresh().catch(() => undefined), [refresh]);

  const editingDraft = state.comments.some((comment) => comment.id === state.editingId && !comment.isSaved);
  const items = [
    (isStaff || (isPeer && controller.choices.length > 0)) && !preferences.rubricMenuHidden
      ? {
          key: 'rubric',
          label: 'Rubric',
          children: (
            <RubricPanel
              choices={controller.choices}
              categories={orderedCategories(review)}
              breakdown={breakdown}
              frequent={review.frequentRubricComments}
              forcedRubricMode={assignment.forcedRubricMode}
              canApply={controller.canCommentHere && (state.selection !== null || editingDraft)}
              showPoints={permissions.showPoints}
              lockedReason={isPeer ? peerLockedReason : rubricLockedReason(review)}
              onApply={onApplyRubric}
            />
          ),
        }
      : null,
    !isPeer && !preferences.testsMenuHidden
      ? {
          key: 'tests',
          label: 'Tests',
          children: (
            <TestsPanel
              testCategories={review.testCategories}
              testCases={review.testCases}
              submissionTests={review.submissionTests}
              showPoints={permissions.showPoints}
              runs={
                live
                  ? {
                      submissionId: submission.id,
                      timeZone: review.course.timezone,
                      canRun: isStaff,
                      forStudent: !isStaff,
                      onRunFinished: refreshReview,
                    }
                  : undefined
              }
            />
          ),
        }
      : null,
    !isPeer && !preferences.infoMenuHidden
      ? {
          key: 'info',
          label: (
            <Badge dot={submission.questionIsOpen} offset={[6, 0]}>
              Info
            </Badge>
          ),
          children: (
            <>
              <InfoPanel
                review={review}
                breakdown={breakdown}
                permissions={permissions}
                busy={busy}
                onClaim={() => onGrading('claim')}
                onFinalize={() => onGrading('finalize')}
                onUnfinalize={() => onGrading('unfinalize')}
                gradeHistory={gradeHistory}
              />
              {live ? (
                <RegradePanel
                  submission={submission}
                  timeZone={review.course.timezone}
                  intent={regradeLink.intent}
                  visit={regradeLink.visit}
                  permissions={permissions}
                  onSubmit={async (text) => {
                    controller.dispatch({ type: 'submission', submission: await submitRegrade(submission.id, text, QUIET) });
                  }}
                  onDelete={async () => {
                    controller.dispatch({ type: 'submission', submission: await deleteRegrade(submission.id, QUIET) });
                  }}
                  onAnswer={async (response, close) => {
                    controller.dispatch({ type: 'submission', submission: await answerRegrade(submission.id, response, close, QUIET) });
                  }}
                />
              ) : null}
              {live && permissions.role === 'student' && me ? (
                <PartnerPanel
                  submission={submission}
                  permissions={permissions}
                  currentEmail={me}
                  takesUploads={assignment.allowStudentUpload}
                  onGenerate={() => generatePartnerLink(submission.id, QUIET)}
                  onRemove={async (email) => {
                    controller.dispatch({ type: 'submission', submission: await removePartner(submission.id, email, QUIET) });
                  }}
                />
              ) : null}
            </>
          ),
        }
      : null,
  ].filter((item) => item !== null);

  if (items.length === 0) return null;
  const activeKey = items.some((item) => item.key === tab) ? tab : items[0]!.key;
  return (
    <aside
      id="review-side-panels"
      aria-label={isPeer ? 'Rubric' : 'Rubric, tests and information'}
      style={
        width === null
          ? { background: token.colorBgContainer }
          : { width, flex: `0 0 ${width}px`, borderLeft: `1px solid ${token.colorBorderSecondary}`, overflow: 'auto', background: token.colorBgContainer }
      }
    >
      <Tabs
        size="small"
        activeKey={activeKey}
        onChange={setTab}
        items={items}
        tabBarStyle={{ padding: '0 4px 0 12px', marginBottom: 0 }}
        tabBarExtraContent={onCollapse ? <CollapseButton name="panels" side="right" controls="review-side-panels" onCollapse={onCollapse} /> : null}
      />
    </aside>
  );
}

/**
 * What the panels read of the controller, and nothing else: hovering or activating a comment (which changes the
 * controller on every mouse move over the code) does not draw the whole rubric, tests and info again. A field read
 * above must be listed here, or the panels would show an old value of it.
 */
function samePanelsInput(before: ReviewSidePanelsProps, after: ReviewSidePanelsProps): boolean {
  const a = before.controller;
  const b = after.controller;
  return (
    a.review === b.review &&
    a.breakdown === b.breakdown &&
    a.choices === b.choices &&
    a.canCommentHere === b.canCommentHere &&
    a.refresh === b.refresh &&
    a.dispatch === b.dispatch &&
    a.state.comments === b.state.comments &&
    a.state.editingId === b.state.editingId &&
    a.state.selection === b.state.selection &&
    before.preferences === after.preferences &&
    before.me === after.me &&
    before.busy === after.busy &&
    before.width === after.width &&
    before.onGrading === after.onGrading &&
    before.onApplyRubric === after.onApplyRubric &&
    before.onCollapse === after.onCollapse &&
    before.peerLockedReason === after.peerLockedReason
  );
}

export const ReviewSidePanels = memo(SidePanels, samePanelsInput);
