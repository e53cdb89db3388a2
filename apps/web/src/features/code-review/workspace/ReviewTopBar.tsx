import {
  ArrowLeftOutlined,
  BulbOutlined,
  AppstoreOutlined,
  EditOutlined,
  FolderOutlined,
  ForwardOutlined,
  QuestionCircleOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { submissionState } from '@marginalia/contracts';
import { Button, Flex, Tooltip, theme } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PresetTag } from '../../../components/PresetTag';
import { SubmissionStateTag } from '../../../components/SubmissionStateTag';
import type { LocalPreferences } from '../../../preferences/localPreferences';
import type { ReviewController } from '../model/useReviewController';
import { unfinalizeRefusal } from '../panels/finishedWork';
import { LazyCodeWidthControl as CodeWidthControl, LazyMenusDropdown } from './LazyTopBarControls';
import type { MenuFlag } from './MenusDropdown';
import { panelsTitle } from './reviewLayout';
import { RequestRegradeButton } from './RequestRegradeButton';
import { useKeyHint } from '../../../components/KeyboardHint';
import { useTouchScreen } from '../../../hooks/useTouchScreen';
import { InlineText } from '../../../components/InlineText';

export type { MenuFlag };

const MENUS: { flag: MenuFlag; label: string; staffOnly?: boolean; peer?: boolean }[] = [
  { flag: 'fileMenuHidden', label: 'Files', peer: true },
  { flag: 'rubricMenuHidden', label: 'Rubric', staffOnly: true, peer: true },
  { flag: 'testsMenuHidden', label: 'Tests' },
  { flag: 'infoMenuHidden', label: 'Info' },
];

/** A peer reviewer's bar (peer/PeerTopBarParts.tsx) in place of the submission's people, grade and grading actions. */
export interface PeerTopBar {
  summary: ReactNode;
  actions: ReactNode;
  /** The review uses a rubric: it has a panel (a drawer on phones). */
  hasRubric: boolean;
}

// Read by screen readers, not drawn: the reason a disabled button gives (its tooltip cannot be reached by keyboard).
const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

interface ReviewTopBarProps {
  controller: ReviewController;
  preferences: LocalPreferences;
  backTo: string;
  busy: boolean;
  /** Narrow screens: buttons open the files and panels drawers; the menus, cursor mode and shortcuts are left out. */
  compact: boolean;
  onOpenDrawer(drawer: 'files' | 'panels'): void;
  onToggleMenu(flag: MenuFlag): void;
  onToggleDark(): void;
  onToggleCursor(): void;
  onZoom(step: 1 | -1): void;
  onCodeWidth(width: number): void;
  onShortcuts(): void;
  onGrading(action: 'claim' | 'finalize' | 'unfinalize'): void;
  /** Finalize and open the next submission of the queue; absent when the caller cannot finalize this one. */
  onDoneAndNext?: () => void;
  /** Reviewer mode: the review's own summary and actions, nothing of the grading. */
  peer?: PeerTopBar;
}

/** Assignment, students, grader, the live grade and state, the grading action, and the view's switches. */
export function ReviewTopBar(props: ReviewTopBarProps) {
  const { controller, preferences } = props;
  const { review, breakdown } = controller;
  const { submission, assignment, permissions } = review;
  const { token } = theme.useToken();
  const isStudent = permissions.role === 'student';
  const { peer } = props;
  const menus = peer ? MENUS.filter((menu) => menu.peer && (menu.flag !== 'rubricMenuHidden' || peer.hasRubric)) : MENUS.filter((menu) => !(menu.staffOnly && isStudent));
  const { compact } = props;
  const panels = panelsTitle(permissions.role);
  const keyHint = useKeyHint();
  const touch = useTouchScreen();
  const refusal = unfinalizeRefusal(review);

  return (
    <Flex
      component="nav"
      aria-label={peer ? 'Peer review' : 'Submission'}
      align="center"
      gap={compact ? 8 : 12}
      wrap
      style={{ padding: compact ? '4px 8px' : '6px 12px', borderBottom: `1px solid ${token.colorBorderSecondary}`, background: token.colorBgContainer }}
    >
      <Tooltip title="Back to the console">
        <Link to={props.backTo} aria-label="Back to the console">
          <ArrowLeftOutlined />
        </Link>
      </Tooltip>
      {peer ? (
        peer.summary
      ) : (
        <>
          <InlineText strong ellipsis style={{ maxWidth: compact ? 200 : 260 }}>
            {assignment.name}
          </InlineText>
          <InlineText type="secondary" ellipsis style={{ maxWidth: compact ? '100%' : 320 }} data-testid="review-students">
            {submission.students.join(', ')}
          </InlineText>
          {!isStudent || submission.grader ? (
            <InlineText type="secondary" data-testid="review-grader">
              Grader: {submission.grader ?? 'Unclaimed'}
            </InlineText>
          ) : null}
          {permissions.showPoints ? (
            <PresetTag color="green" data-testid="review-grade" aria-label="Grade">
              {breakdown.total} / {assignment.points}
            </PresetTag>
          ) : null}
          <RequestRegradeButton
            controller={controller}
            onOpenPanels={compact ? () => props.onOpenDrawer('panels') : undefined}
            onShowInfo={preferences.infoMenuHidden ? () => props.onToggleMenu('infoMenuHidden') : undefined}
          />
          {permissions.role === 'demo' ? <PresetTag color="gold">Demo</PresetTag> : <SubmissionStateTag state={submissionState({ grader: submission.hasGrader ? 'claimed' : null, isFinalized: submission.isFinalized })} />}
          {submission.questionIsOpen ? <PresetTag color="orange">Regrade requested</PresetTag> : null}
        </>
      )}

      <Flex gap={4} align="center" wrap style={{ marginLeft: 'auto' }}>
        {peer?.actions}
        {permissions.canClaim && !submission.grader ? (
          <Button type="primary" loading={props.busy} onClick={() => props.onGrading('claim')}>
            Claim
          </Button>
        ) : null}
        {permissions.canFinalize && !submission.isFinalized ? (
          <Button type="primary" loading={props.busy} onClick={() => props.onGrading('finalize')}>
            Done
          </Button>
        ) : null}
        {props.onDoneAndNext ? (
          <Tooltip title={keyHint('Finalize and open the next submission from the queue', 'Alt + Shift + D')}>
            <Button
              icon={<ForwardOutlined />}
              loading={props.busy}
              onClick={props.onDoneAndNext}
              aria-label="Done & next: finalize and open the next submission from the queue"
              aria-keyshortcuts="Alt+Shift+D"
            >
              Done &amp; next
            </Button>
          </Tooltip>
        ) : null}
        {permissions.canUnfinalize && submission.isFinalized ? (
          <Button loading={props.busy} onClick={() => props.onGrading('unfinalize')}>
            Unfinalize
          </Button>
        ) : refusal ? (
          <Tooltip title={refusal}>
            <span>
              <Button disabled aria-describedby="topbar-unfinalize-refusal">
                Unfinalize
              </Button>
              <span id="topbar-unfinalize-refusal" style={VISUALLY_HIDDEN}>
                {refusal}
              </span>
            </span>
          </Tooltip>
        ) : null}
        {compact ? (
          <>
            <Button icon={<FolderOutlined />} aria-label="Open files" onClick={() => props.onOpenDrawer('files')}>
              Files
            </Button>
            {peer ? (
              peer.hasRubric ? (
                <Button icon={<AppstoreOutlined />} aria-label="Open the rubric" onClick={() => props.onOpenDrawer('panels')}>
                  Rubric
                </Button>
              ) : null
            ) : (
              <Button icon={<AppstoreOutlined />} aria-label={isStudent ? `Open ${panels.toLowerCase()}` : `Open panels: ${panels.toLowerCase()}`} onClick={() => props.onOpenDrawer('panels')}>
                {isStudent ? 'Info' : 'Panels'}
              </Button>
            )}
          </>
        ) : (
          <LazyMenusDropdown menus={menus} preferences={preferences} onToggleMenu={props.onToggleMenu} />
        )}
        <Tooltip title={keyHint('Dark mode', 'Alt + Shift + Y')}>
          <Button icon={<BulbOutlined />} aria-label="Dark mode" aria-pressed={preferences.darkMode} type={preferences.darkMode ? 'primary' : 'default'} onClick={props.onToggleDark} />
        </Tooltip>
        {compact ? null : (
          <Tooltip title={keyHint('Cursor mode', 'Alt + Shift + L')}>
            <Button icon={<EditOutlined />} aria-label="Cursor mode" aria-pressed={preferences.cursorMode} type={preferences.cursorMode ? 'primary' : 'default'} onClick={props.onToggleCursor} />
          </Tooltip>
        )}
        <Tooltip title={keyHint('Zoom out', 'Alt + Minus')}>
          <Button icon={<ZoomOutOutlined />} aria-label="Zoom out" onClick={() => props.onZoom(-1)} />
        </Tooltip>
        {compact ? null : (
          <InlineText aria-label="Zoom level" style={{ minWidth: 40, textAlign: 'center' }}>
            {Math.round(preferences.codeZoom * 100)}%
          </InlineText>
        )}
        <Tooltip title={keyHint('Zoom in', 'Alt + Plus')}>
          <Button icon={<ZoomInOutlined />} aria-label="Zoom in" onClick={() => props.onZoom(1)} />
        </Tooltip>
        {compact ? null : <CodeWidthControl value={preferences.codeWidth} zoom={preferences.codeZoom} onChange={props.onCodeWidth} />}
        {compact || touch ? null : (
          <Tooltip title="Keyboard shortcuts (?)">
            <Button icon={<QuestionCircleOutlined />} aria-label="Keyboard shortcuts" onClick={props.onShortcuts} />
          </Tooltip>
        )}
      </Flex>
    </Flex>
  );
}
