import { LAYOUT, NEEDS_ATTENTION_TEXTS, REVISION_TEXTS, type SubmissionReview } from '@marginalia/contracts';
import { Alert, Drawer, Empty, message, Modal, theme } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { supportEmail } from '../../../config';
import { useElementWidth } from '../../../hooks/useElementWidth';
import { usePreferences, usePreferencesStore } from '../../../preferences/PreferencesContext';
import { useDarkMode } from '../../../theme/useDarkMode';
import { CommentCard } from '../comments/CommentCard';
import type { CodeRange, ReviewComment } from '../model/types';
import { useReviewController, type ReviewMode } from '../model/useReviewController';
import { FilesMenu } from '../panels/FilesMenu';
import { ShortcutsOverlay } from '../shortcuts/ShortcutsOverlay';
import { clampZoom, ZOOM } from '../shortcuts/shortcutTable';
import { useReviewShortcuts } from '../shortcuts/useReviewShortcuts';
import { CodePanelBoundary } from '../viewer/CodePanelBoundary';
import { FileView } from '../viewer/FileView';
import { commentCounts } from '../model/reviewSelectors';
import { commentsGoBelow, panelsTitle, useReviewLayout } from './reviewLayout';
import { ReviewTopBar, type MenuFlag } from './ReviewTopBar';
import { useDoneAndNext } from './useDoneAndNext';
import { useKeyboardNavigation } from './useKeyboardNavigation';
import { ProductTip } from '../../../components/ProductTip';
import { KeyboardHint } from '../../../components/KeyboardHint';

interface ReviewWorkspaceProps {
  review: SubmissionReview;
  mode: ReviewMode;
  /** The caller's e-mail; null for a demo visitor. */
  me: string | null;
  backTo: string;
}

// The rubric, tests and info panels come in their own chunk, after the code is on screen.
const ReviewSidePanels = lazy(() => import('./ReviewSidePanels').then((module) => ({ default: module.ReviewSidePanels })));

/**
 * The submission view: files | code with its comment margin | rubric, tests and info (docs/UI.md "Code view"); on
 * narrow screens the code alone, with comments below their lines and the rest in drawers (reviewLayout.ts).
 */
export function ReviewWorkspace({ review, mode, me, backTo }: ReviewWorkspaceProps) {
  const preferences = usePreferences();
  const store = usePreferencesStore();
  const dark = useDarkMode();
  const { token } = theme.useToken();
  const layout = useReviewLayout(preferences.siderWidth);
  const [codeArea, setCodeArea] = useState<HTMLElement | null>(null);
  const commentsBelow = commentsGoBelow(layout, useElementWidth(codeArea));
  const [drawer, setDrawer] = useState<'files' | 'panels' | null>(null);
  const controller = useReviewController(review, mode, me, preferences.mostRecentFile);
  const { state, dispatch, file } = controller;
  const [busy, setBusy] = useState(false);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const [saveNonce, setSaveNonce] = useState(0);
  // Alt+E starts a comment the way a finished mouse selection does (declared below).
  const onSelectionDoneRef = useRef<(range: CodeRange) => void>(() => {});
  // The selection as the editor last reported it, read by Alt+E even before React has drawn the new state.
  const selectionNow = useRef<CodeRange | null>(null);
  const navigation = useKeyboardNavigation(controller, selectionNow, (range) => onSelectionDoneRef.current(range));

  useEffect(() => {
    selectionNow.current = null;
    if (file && mode === 'live') store.set('mostRecentFile', file.id);
  }, [file, mode, store]);

  const toggle = useCallback((flag: MenuFlag | 'cursorMode') => store.set(flag, !store.get()[flag]), [store]);
  const toggleDark = useCallback(() => store.set('darkMode', !dark), [store, dark]);
  const zoom = useCallback((step: 1 | -1) => store.set('codeZoom', clampZoom(store.get().codeZoom + step * ZOOM.step)), [store]);
  const [modal, modalHolder] = Modal.useModal();
  const feedbackPublished = controller.review.assignment.isReleased && controller.review.assignment.isVisible;
  const grading = useCallback(
    (action: 'claim' | 'finalize' | 'unfinalize') => {
      const run = () => {
        setBusy(true);
        return controller[action]()
          .catch(() => undefined) // The failed call has already shown its error notification.
          .finally(() => setBusy(false));
      };
      // Students already read published feedback: reopening it is a decision, taken knowing what they will see.
      if (action === 'unfinalize' && feedbackPublished) {
        void modal.confirm({
          title: REVISION_TEXTS.unfinalizeTitle,
          content: REVISION_TEXTS.unfinalizeContent,
          okText: REVISION_TEXTS.unfinalizeConfirm,
          onOk: run,
        });
        return;
      }
      void run();
    },
    [controller, feedbackPublished, modal],
  );

  const finishAndClaimNext = useDoneAndNext(controller);
  const canDoneAndNext = mode === 'live' && review.permissions.canFinalize && !controller.review.submission.isFinalized;
  const doneAndNext = useCallback(() => {
    if (busy) return;
    setBusy(true);
    finishAndClaimNext()
      .catch(() => undefined) // A refused finalize has already shown the server's message.
      .finally(() => setBusy(false));
  }, [busy, finishAndClaimNext]);

  useReviewShortcuts((id) => {
    if (id === 'doneAndNext') {
      if (canDoneAndNext) doneAndNext();
      return;
    }
    if (id === 'toggleDarkMode') toggleDark();
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
  const onSelectionChange = useCallback(
    (range: CodeRange | null) => {
      selectionNow.current = range;
      dispatch({ type: 'select', range });
    },
    [dispatch],
  );
  const { startDraft } = controller;
  // A new selection does not throw away a comment being written: the grader saves or cancels it first.
  const editorDirty = useRef(false);
  const [messages, messageHolder] = message.useMessage();
  const onSelectionDone = useCallback(
    (range: CodeRange) => {
      if (editorDirty.current) void messages.info('Save or cancel the comment you are writing first.');
      else startDraft(range);
    },
    [startDraft, messages],
  );
  useEffect(() => {
    onSelectionDoneRef.current = onSelectionDone;
  }, [onSelectionDone]);
  const { applyRubricComment } = controller;
  const onApplyRubric = useCallback(
    (rubricCommentId: number) => {
      if (editorDirty.current) void messages.info('Choose the rubric comment in the open comment, or save it first.');
      else void applyRubricComment(rubricCommentId);
    },
    [applyRubricComment, messages],
  );

  // The side panels (the whole rubric, tests, info) are drawn just after the code, so that the code shows first.
  const [panelsReady, setPanelsReady] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setTimeout(() => setPanelsReady(true)));
    return () => cancelAnimationFrame(frame);
  }, []);

  const renderComment = (comment: ReviewComment) => {
    const rubric = controller.choices.find((choice) => choice.rubricComment.id === comment.rubricComment) ?? null;
    const editing = state.editingId === comment.id;
    return (
      <CommentCard
        comment={comment}
        rubric={rubric}
        rubricChoices={controller.choices}
        permissions={{ ...review.permissions, canComment: review.permissions.canComment && !controller.isOlderVersion }}
        forcedRubricMode={review.assignment.forcedRubricMode}
        editing={editing}
        active={state.activeId === comment.id}
        hovered={state.hoveredId === comment.id}
        authorLabel={comment.author === null ? null : comment.author === me ? 'You' : comment.author}
        saveNonce={editing ? saveNonce : undefined}
        onDirtyChange={(dirty) => {
          editorDirty.current = dirty;
        }}
        onEdit={() => dispatch({ type: 'edit', id: comment.id })}
        onCancel={() => dispatch({ type: 'cancelEdit' })}
        onSave={(draft) => controller.saveComment(comment, draft)}
        onDelete={() => controller.removeComment(comment)}
        onRate={(feedback) => controller.rate(comment, feedback)}
        onHover={(hovered) => dispatch({ type: 'hover', id: hovered ? comment.id : null })}
        onActivate={() => dispatch({ type: 'activate', id: comment.id })}
      />
    );
  };

  const { drawers, panelWidth, siderWidth } = layout;
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
  const sidePanels = (width: number | null, shown: typeof preferences) => (
    <ReviewSidePanels controller={controller} onApplyRubric={onApplyRubric} preferences={shown} me={me} busy={busy} width={width} onGrading={grading} />
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
        onShortcuts={() => setShortcutsOpen(true)}
        onGrading={grading}
        onDoneAndNext={canDoneAndNext ? doneAndNext : undefined}
      />
      {modalHolder}
      {review.beingRevised && <Alert banner type="warning" title={REVISION_TEXTS.studentBanner} description={REVISION_TEXTS.studentExplanation} />}
      {review.permissions.feedbackVisible ? null : (
        <Alert banner type="info" message="Feedback on this submission is not available yet. It appears here once your instructor publishes it." />
      )}
      {controller.review.submission.needsAttention ? (
        <Alert banner type="warning" message={NEEDS_ATTENTION_TEXTS.tag} description={NEEDS_ATTENTION_TEXTS.explanation} />
      ) : null}
      {mode === 'demo' ? (
        <Alert banner type="info" message="This is a demo submission: select code to comment, try the rubric and the shortcuts. Nothing you do here is saved." />
      ) : (
        <ProductTip id="submissionView" title="Comments sit beside their code" banner>
          {review.permissions.canComment
            ? 'Select code to comment on it, or apply a rubric comment from the Rubric panel.'
            : 'Click a highlighted part of the code to read its comment.'}
          <KeyboardHint> Press ? for the keyboard shortcuts.</KeyboardHint>
        </ProductTip>
      )}
      <div style={{ display: 'flex', flex: 1, minHeight: 0 }}>
        {drawers || preferences.fileMenuHidden ? null : (
          <nav aria-label="Files" style={{ width: siderWidth, flex: `0 0 ${siderWidth}px`, overflow: 'auto', borderRight: `1px solid ${token.colorBorderSecondary}`, background: token.colorBgContainer }}>
            {filesMenu}
          </nav>
        )}
        <main ref={setCodeArea} style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          {controller.isOlderVersion ? <Alert banner type="warning" message="This is an older version of the file. It is read-only." /> : null}
          {file ? (
            <CodePanelBoundary key={file.id} submissionId={review.submission.id} file={file} supportEmail={supportEmail()}>
              <FileView
                file={file}
                comments={controller.fileComments}
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
                onSelectionChange={onSelectionChange}
                onSelectionDone={onSelectionDone}
                renderComment={renderComment}
                scrollTo={navigation.scrollTo}
              />
            </CodePanelBoundary>
          ) : (
            <Empty style={{ marginTop: 64 }} description="This submission has no files." />
          )}
        </main>
        {drawers || (preferences.rubricMenuHidden && preferences.testsMenuHidden && preferences.infoMenuHidden) ? null : (
          <Suspense fallback={panelPlaceholder}>{panelsReady ? sidePanels(panelWidth, preferences) : panelPlaceholder}</Suspense>
        )}
      </div>
      {drawers ? (
        <>
          {/* Never wider than the screen, so that a phone keeps a strip of the code in sight to tap back to it. */}
          <Drawer open={drawer === 'files'} onClose={() => setDrawer(null)} placement="left" title="Files" size="min(320px, 85vw)" styles={{ body: { padding: 0 } }}>
            <nav aria-label="Files">{filesMenu}</nav>
          </Drawer>
          <Drawer open={drawer === 'panels'} onClose={() => setDrawer(null)} placement="right" title={panelsTitle(review.permissions.role)} size="min(380px, 92vw)" styles={{ body: { padding: 0 } }}>
            {/* On a phone the drawer is where these panels live, so the desktop's hidden-menu choices do not apply. */}
            <Suspense fallback={null}>{sidePanels(null, { ...preferences, rubricMenuHidden: false, testsMenuHidden: false, infoMenuHidden: false })}</Suspense>
          </Drawer>
        </>
      ) : null}
      {messageHolder}
      <ShortcutsOverlay open={shortcutsOpen} onClose={() => setShortcutsOpen(false)} />
    </div>
  );
}
