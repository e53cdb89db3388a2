import { LAYOUT, type SubmissionReview } from '@marginalia/contracts';
import { Alert } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { supportEmail } from '../../../config';
import { useElementWidth } from '../../../hooks/useElementWidth';
import { usePreferences, usePreferencesStore } from '../../../preferences/PreferencesContext';
import { useDarkMode } from '../../../theme/useDarkMode';
import type { ReviewComment } from '../model/types';
import { useReviewController, type ReviewMode } from '../model/useReviewController';
import { LazyFilesMenu as FilesMenu } from '../panels/LazyFilesMenu';
import { clampZoom, ZOOM } from '../shortcuts/shortcutTable';
import { useReviewShortcuts } from '../shortcuts/useReviewShortcuts';
import { CodePanelBoundary } from '../viewer/CodePanelBoundary';
import { FileView } from '../viewer/FileView';
import { prefetchLazyParts } from '../../../components/lazyPart';
import type { CardLook } from '../viewer/kinds/CommentList';
import { commentCounts } from '../model/reviewSelectors';
import { CollapseRail } from './CollapseRail';
import { FilesSider } from './FilesSider';
import { commentsGoBelow, useReviewLayout } from './reviewLayout';
import { NoFilesNotice } from './NoFilesNotice';
import { ReviewBanners } from './ReviewBanners';
import { ReviewCommentCard, type CommentCardActions, type CommentCardContext } from './ReviewCommentCard';
import { LazyReviewDrawers as ReviewDrawers } from './LazyReviewDrawers';
import { ReviewTopBar, type MenuFlag } from './ReviewTopBar';
import { useCommentStarts } from './useCommentStarts';
import { useGradingActions, type GradingAction } from './useGradingActions';
import { useKeyboardNavigation } from './useKeyboardNavigation';
import { PeerBanners } from '../peer/PeerBanners';
import { hiddenNotices, peerSubmitted, type PeerReviewContext } from '../peer/peerReviewModel';
import { PeerSummary, SubmitReviewButton } from '../peer/PeerTopBarParts';

interface ReviewWorkspaceProps {
  review: SubmissionReview;
  mode: ReviewMode;
  /** The caller's e-mail; null for a demo visitor. */
  me: string | null;
  backTo: string;
  /** Reviewer mode (`peer`): the review being written, its progress and "Submit review". */
  peer?: PeerReviewContext;
}

/** No notes on cards outside reviewer mode. */
const NO_NOTICES: ReadonlyMap<number, string> = new Map();

/** The comment layer before it is drawn (never changed: a frozen empty list). */
const NO_COMMENTS: ReviewComment[] = Object.freeze([]) as unknown as ReviewComment[];

// The keyboard shortcuts' dialog (Ant Design's Modal) loads when it is first opened.
const ShortcutsOverlay = lazy(() => import('../shortcuts/ShortcutsOverlay').then((module) => ({ default: module.ShortcutsOverlay })));

// The rubric, tests and info panels come in their own chunk, after the code is on screen.
const ReviewSidePanels = lazy(() => import('./ReviewSidePanels').then((module) => ({ default: module.ReviewSidePanels })));

/**
 * The submission view: files | code with its comments | rubric, tests and info (docs/UI.md "Code view"). The code
 * gets the room first: both sides are narrow and collapse to a rail, and comments sit beside the code only when both
 * fit (reviewLayout.ts); on phones the code alone, with the rest in drawers.
 */
export function ReviewWorkspace({ review, mode, me, backTo, peer }: ReviewWorkspaceProps) {
  const preferences = usePreferences();
  const store = usePreferencesStore();
  const dark = useDarkMode();
  const layout = useReviewLayout(preferences.siderWidth);
  const [codeArea, setCodeArea] = useState<HTMLElement | null>(null);
  const commentsBelow = commentsGoBelow(layout, useElementWidth(codeArea), preferences.codeWidth);
  const [drawer, setDrawer] = useState<'files' | 'panels' | null>(null);
  const controller = useReviewController(review, mode, me, preferences.mostRecentFile);
  const { state, dispatch, file } = controller;
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps the dialog's closing animation.
  const [shortcutsWanted, setShortcutsWanted] = useState(false);
  if (shortcutsOpen && !shortcutsWanted) setShortcutsWanted(true);
  const [saveNonce, setSaveNonce] = useState(0);
  const { busy, grading, doneAndNext, modalHolder } = useGradingActions(controller, mode);
  const starts = useCommentStarts(controller);
  const { selectionNowRef, onSelectionDoneRef } = starts;
  const navigation = useKeyboardNavigation(controller, selectionNowRef, (range) => onSelectionDoneRef.current(range));

  useEffect(() => {
    selectionNowRef.current = null;
    if (file && mode === 'live') store.set('mostRecentFile', file.id);
  }, [file, mode, store, selectionNowRef]);

  const toggle = useCallback((flag: MenuFlag | 'cursorMode') => store.set(flag, !store.get()[flag]), [store]);
  const toggleDark = useCallback(() => store.set('darkMode', !dark), [store, dark]);
  const zoom = useCallback((step: 1 | -1) => store.set('codeZoom', clampZoom(store.get().codeZoom + step * ZOOM.step)), [store]);

  useReviewShortcuts((id) => {
    if (id === 'doneAndNext') doneAndNext?.();
    else if (id === 'toggleDarkMode') toggleDark();
    else if (id === 'toggleCursorMode') toggle('cursorMode');
    else if (id === 'zoomIn') zoom(1);
    else if (id === 'zoomOut') zoom(-1);
    else if (id === 'help') setShortcutsOpen((open) => !open);
    else if (id === 'save') setSaveNonce((nonce) => nonce + 1);
    else navigation.handle(id);
  });

  // Stable handlers: the code view and its margin skip work when nothing they draw has changed.
  const onHoverComment = useCallback((id: number | null) => dispatch({ type: 'hover', id }), [dispatch]);
  const onActivateComment = useCallback((id: number | null) => dispatch({ type: 'activate', id }), [dispatch]);

  // The code shows first, in a task of its own; the comment layer (the cards near the viewport, the marks in the
  // code) follows in the next task once the code is painted, then the side panels (the whole rubric, tests, info)
  // in the one after. The code column and the margin keep their widths throughout (neither depends on the
  // comments), so nothing moves sideways when the cards arrive.
  const [commentsReady, setCommentsReady] = useState(false);
  const [panelsReady, setPanelsReady] = useState(false);
  useEffect(() => {
    const timers: ReturnType<typeof setTimeout>[] = [];
    const frame = requestAnimationFrame(() => {
      timers.push(
        setTimeout(() => {
          setCommentsReady(true);
          timers.push(
            setTimeout(() => {
              setPanelsReady(true);
              // The editor, menus, files tree and Markdown renderer, fetched now so that nobody waits for them to act.
              void prefetchLazyParts();
            }),
          );
        }),
      );
    });
    return () => {
      cancelAnimationFrame(frame);
      timers.forEach(clearTimeout);
    };
  }, []);
  const shownComments = commentsReady ? controller.fileComments : NO_COMMENTS;

  // The cards' actions read the newest controller when they run, so they never change and the cards are drawn
  // again only for what they show (their comment, look, the rubric, the permissions, which one is edited).
  const controllerNow = useRef(controller);
  useLayoutEffect(() => {
    controllerNow.current = controller;
  });
  const { editorDirtyRef } = starts;
  const cardActions = useMemo<CommentCardActions>(
    () => ({
      edit: (id) => dispatch({ type: 'edit', id }),
      cancelEdit: () => dispatch({ type: 'cancelEdit' }),
      save: (comment, draft) => controllerNow.current.saveComment(comment, draft),
      remove: (comment) => controllerNow.current.removeComment(comment),
      rate: (comment, feedback) => controllerNow.current.rate(comment, feedback),
      hover: (id) => dispatch({ type: 'hover', id }),
      activate: (id) => dispatch({ type: 'activate', id }),
      dirtyChange: (dirty) => {
        editorDirtyRef.current = dirty;
      },
    }),
    [dispatch, editorDirtyRef],
  );
  // The side panels are drawn again only for what they show (ReviewSidePanels.tsx), so what they are handed must not
  // change with every render: these call the newest handlers when they run.
  const gradingLatest = useRef(grading);
  const applyRubricLatest = useRef(starts.onApplyRubric);
  useLayoutEffect(() => {
    gradingLatest.current = grading;
    applyRubricLatest.current = starts.onApplyRubric;
  });
  const gradingNow = useCallback((action: GradingAction) => gradingLatest.current(action), []);
  const applyRubricNow = useCallback((rubricCommentId: number) => applyRubricLatest.current(rubricCommentId), []);
  const collapsePanels = useCallback(() => store.set('sidePanelsCollapsed', true), [store]);

  const { permissions, assignment } = controller.review;
  const { isOlderVersion, choices } = controller;
  const cardPermissions = useMemo(() => ({ ...permissions, canComment: permissions.canComment && !isOlderVersion }), [permissions, isOlderVersion]);
  const peerView = peer?.view ?? null;
  const notices = useMemo(() => (peerView ? hiddenNotices(peerView) : NO_NOTICES), [peerView]);
  const cardContext = useMemo<CommentCardContext>(
    () => ({ rubricChoices: choices, permissions: cardPermissions, forcedRubricMode: assignment.forcedRubricMode, editingId: state.editingId, me, saveNonce, notices, actions: cardActions }),
    [choices, cardPermissions, assignment.forcedRubricMode, state.editingId, me, saveNonce, notices, cardActions],
  );
  const renderComment = useCallback((comment: ReviewComment, look: CardLook) => <ReviewCommentCard comment={comment} look={look} context={cardContext} />, [cardContext]);

  const { drawers, panelWidth, siderWidth } = layout;
  // Reviewer mode: the saved comments of the review (its progress toward "Submit review"), and whether one is open.
  const written = peer ? state.comments.filter((comment) => comment.isSaved).length : 0;
  const drafting = peer ? state.comments.some((comment) => !comment.isSaved) : false;
  // A reviewer has a rubric panel only when their review uses a rubric, and nothing else beside the code.
  const peerHasRubric = choices.length > 0;
  const panelsShown = peer ? peerHasRubric && !preferences.rubricMenuHidden : !(preferences.rubricMenuHidden && preferences.testsMenuHidden && preferences.infoMenuHidden);
  const peerLockedReason = peerView && peerSubmitted(peerView) ? 'This review is submitted: it takes no more comments.' : null;
  const panelsCollapsed = preferences.sidePanelsCollapsed;
  // Holds the panels' place while they load, so the code does not move when they arrive.
  const panelPlaceholder = <div style={{ flex: `0 0 ${panelWidth}px` }} />;
  const filesMenu = (
    <FilesMenu
      entries={controller.entries}
      selectedFileId={state.fileId ?? -1}
      timeZone={review.course.timezone}
      commentCounts={commentCounts(state.comments)}
      onSelect={(fileId) => {
        dispatch({ type: 'openFile', fileId });
        setDrawer(null);
      }}
    />
  );
  const sidePanels = (width: number | null, shown: typeof preferences, onCollapse?: () => void) => (
    <ReviewSidePanels
      controller={controller}
      onApplyRubric={applyRubricNow}
      preferences={shown}
      me={me}
      busy={busy}
      width={width}
      onGrading={gradingNow}
      onCollapse={onCollapse}
      peerLockedReason={peerLockedReason}
    />
  );
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: `calc(100vh - ${LAYOUT.headerHeight}px - var(--site-banners-height, 0px))` }} data-testid="code-review">
      <ReviewTopBar
        controller={controller}
        preferences={{ ...preferences, darkMode: dark }}
        backTo={backTo}
        busy={busy}
        compact={drawers}
        onOpenDrawer={setDrawer}
        onToggleMenu={toggle}
        onToggleDark={toggleDark}
        onToggleCursor={() => toggle('cursorMode')}
        onZoom={zoom}
        onCodeWidth={(width) => store.set('codeWidth', width)}
        onShortcuts={() => setShortcutsOpen(true)}
        onGrading={grading}
        onDoneAndNext={doneAndNext}
        peer={
          peer
            ? {
                summary: <PeerSummary view={peer.view} written={written} compact={drawers} timeZone={review.course.timezone} />,
                actions: <SubmitReviewButton view={peer.view} written={written} drafting={drafting} onSubmit={peer.onSubmit} />,
                hasRubric: peerHasRubric,
              }
            : undefined
        }
      />
      {modalHolder}
      {peer ? <PeerBanners view={peer.view} /> : <ReviewBanners controller={controller} mode={mode} />}
      <div style={{ display: 'flex', flex: 1, minHeight: 0 }}>
        {drawers ? null : (
          <FilesSider width={siderWidth} collapsed={preferences.fileMenuHidden} onCollapsedChange={(hidden) => store.set('fileMenuHidden', hidden)}>
            {filesMenu}
          </FilesSider>
        )}
        <main ref={setCodeArea} style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }} data-testid="code-column">
          {controller.isOlderVersion ? <Alert banner type="warning" message="This is an older version of the file. It is read-only." /> : null}
          {file ? (
            <CodePanelBoundary key={file.id} submissionId={review.submission.id} file={file} supportEmail={supportEmail()}>
              <FileView
                file={file}
                comments={shownComments}
                commentsBelow={commentsBelow}
                codeWidth={preferences.codeWidth}
                canComment={controller.canCommentHere}
                dark={dark}
                zoom={preferences.codeZoom}
                cursorMode={preferences.cursorMode}
                activeCommentId={state.activeId}
                hoveredCommentId={state.hoveredId}
                onHoverComment={onHoverComment}
                onActivateComment={onActivateComment}
                onSelectionChange={starts.onSelectionChange}
                onSelectionDone={starts.onSelectionDone}
                renderComment={renderComment}
                scrollTo={navigation.scrollTo}
              />
            </CodePanelBoundary>
          ) : (
            <NoFilesNotice />
          )}
        </main>
        {drawers || !panelsShown ? null : panelsCollapsed ? (
          <CollapseRail name="panels" side="right" onExpand={() => store.set('sidePanelsCollapsed', false)} />
        ) : (
          <Suspense fallback={panelPlaceholder}>{panelsReady ? sidePanels(panelWidth, preferences, collapsePanels) : panelPlaceholder}</Suspense>
        )}
      </div>
      {drawers ? (
        <ReviewDrawers
          open={drawer}
          role={review.permissions.role}
          onClose={() => setDrawer(null)}
          filesMenu={filesMenu}
          // On a phone the drawer is where these panels live, so the desktop's hidden-menu choices do not apply.
          panels={<Suspense fallback={null}>{sidePanels(null, { ...preferences, rubricMenuHidden: false, testsMenuHidden: false, infoMenuHidden: false })}</Suspense>}
        />
      ) : null}
      {starts.messageHolder}
      {shortcutsWanted && (
        // Nothing to hold in place: the dialog floats above the view once its code is there.
        <Suspense fallback={null}>
          <ShortcutsOverlay open={shortcutsOpen} onClose={() => setShortcutsOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
