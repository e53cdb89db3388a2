import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Empty, Select, Space, Tag, Tooltip, theme } from 'antd';
import { ArrowLeftOutlined, DownOutlined, UpOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { EditorView } from '@codemirror/view';
import { Link, useLocation } from 'react-router';
import { SIMILARITY_REVIEW_STATUS_LABELS, type Assignment, type Course, type SimilarityPairDetail } from '@marginalia/contracts';
import { fetchSimilarityPair, similarityQueryKeys } from '../../../../api/similarity';
import { ButtonLink } from '../../../../components/ButtonLink';
import { KeyboardHint, useKeyHint } from '../../../../components/KeyboardHint';
import { plural } from '../../../../format/plural';
import { useMediaQuery } from '../../../../hooks/useMediaQuery';
import { useDarkMode } from '../../../../theme/useDarkMode';
import { LoadingState } from '../../shell/ConsoleStates';
import { OtherCourseSideCode, OtherCourseSideName } from '../OtherCourseSide';
import { REVIEW_STATUS_COLORS, formatSimilarity, sideLabel, sideName } from '../similarityFormat';
import { similarityPath } from '../similarityPaths';
import { Explanation } from './Explanation';
import { explanationSpans } from './explanationMarks';
import { fragmentOffsets } from './fragmentMarks';
import { fragmentPalette } from './fragmentPalette';
import { FragmentList } from './FragmentList';
import { firstFile, fragmentsOfSide, rangeOf, spansBetween, type Side } from './pairFragments';
import { ReviewPanel } from './ReviewPanel';
import { correspondingLine } from './scrollSync';
import { useFragmentKeys } from './useFragmentKeys';
import { useSideEditor } from './useSideEditor';

/** Lines shown above a fragment brought into view, in pixels. */
const FRAGMENT_MARGIN = 40;

/** Below this width the two sides stack, one above the other. */
export const STACK_BELOW = 750;

/** One pair of a check, by the id in the address: its two sides with the matching fragments, and its review. */
export function PairView({ course, assignment, pairId }: { course: Course; assignment: Assignment; pairId: number }) {
  const pair = useQuery({ queryKey: similarityQueryKeys.pair(pairId), queryFn: () => fetchSimilarityPair(pairId, { quiet: true }) });
  const { search } = useLocation();
  const back = `${similarityPath(course, assignment)}${search}`;

  if (pair.isPending) return <LoadingState label="Loading the pair" />;
  if (pair.isError) {
    return (
      <Empty description="This pair could not be loaded. It may belong to a check that was replaced, or to another assignment.">
        <Space>
          <ButtonLink to={back} type="primary">
            Back to the pairs
          </ButtonLink>
          <Button onClick={() => void pair.refetch()}>Try again</Button>
        </Space>
      </Empty>
    );
  }
  return <PairContent key={pair.data.id} pair={pair.data} course={course} back={back} />;
}

function SubmissionLink({ side, id }: { side: SimilarityPairDetail['sides'][number]; id: number }) {
  if (!side.readable) {
    return (
      <span>
        <OtherCourseSideName />
        {side.earlier && <Tag style={{ marginLeft: 6 }}>{`${side.earlier.course}, ${side.earlier.period}: ${side.earlier.assignment}`}</Tag>}
      </span>
    );
  }
  if (side.earlier) {
    return (
      <span>
        {sideName(side)} <Tag>{`${side.earlier.course}, ${side.earlier.period}: ${side.earlier.assignment}`}</Tag>
      </span>
    );
  }
  return (
    <Link to={`/code/${id}`} aria-label={`Open the submission of ${side.label}`}>
      {side.label}
    </Link>
  );
}

function PairContent({ pair, course, back }: { pair: SimilarityPairDetail; course: Course; back: string }) {
  const { token } = theme.useToken();
  const dark = useDarkMode();
  const keyHint = useKeyHint();
  const stacked = useMediaQuery(`(max-width: ${STACK_BELOW - 1}px)`);
  const palette = useMemo(() => fragmentPalette(token), [token]);
  const [files, setFiles] = useState<[string, string]>(() => [firstFile(pair, 0), firstFile(pair, 1)]);
  const [active, setActive] = useState<number | null>(null);
  // Bumped on every jump, so choosing the same fragment again scrolls to it again.
  const [jump, setJump] = useState<{ index: number; seq: number } | null>(null);
  const fragments = pair.fragments;
  const multiFile = pair.files[0].length > 1 || pair.files[1].length > 1;

  const show = useCallback(
    (index: number) => {
      const fragment = fragments[index];
      if (!fragment) return;
      setActive(index);
      // A side the reader may not read has no range: it keeps showing what it shows.
      setFiles((current) => [fragment.left?.file ?? current[0], fragment.right?.file ?? current[1]]);
      setJump((previous) => ({ index, seq: (previous?.seq ?? 0) + 1 }));
    },
    [fragments],
  );
  const step = (delta: 1 | -1) => {
    if (fragments.length === 0) return;
    show(active === null ? (delta === 1 ? 0 : fragments.length - 1) : (active + delta + fragments.length) % fragments.length);
  };
  useFragmentKeys(() => step(1), () => step(-1));

  // The other side's editor is read when the event comes: both editors exist by then.
  const follow = (from: Side, source: EditorView, target: EditorView | null) => {
    if (!target) return;
    const top = source.lineBlockAtHeight(source.scrollDOM.scrollTop);
    const line = source.state.doc.lineAt(top.from).number + (top.height > 0 ? (source.scrollDOM.scrollTop - top.top) / top.height : 0);
    const spans = spansBetween(fragments, files, from);
    const mapped = correspondingLine(line, source.state.doc.lines, target.state.doc.lines, spans);
    const whole = Math.min(Math.floor(mapped), target.state.doc.lines);
    const block = target.lineBlockAt(target.state.doc.line(whole).from);
    target.scrollDOM.scrollTop = block.top + (mapped - whole) * block.height;
  };

  const text = (side: Side) => pair.files[side].find((file) => file.name === files[side])?.text ?? '';
  const leftFragments = useMemo(() => fragmentsOfSide(fragments, 0, files[0], palette), [fragments, files, palette]);
  const rightFragments = useMemo(() => fragmentsOfSide(fragments, 1, files[1], palette), [fragments, files, palette]);
  const leftExplanation = useMemo(() => explanationSpans(pair.explanation.sides[0], files[0]), [pair.explanation, files]);
  const rightExplanation = useMemo(() => explanationSpans(pair.explanation.sides[1], files[1]), [pair.explanation, files]);
  const labels: [string, string] = [sideLabel(pair.sides[0]), sideLabel(pair.sides[1])];
  const left = useSideEditor({
    text: text(0),
    fileName: files[0],
    label: `Code of ${labels[0]}${files[0] ? `, ${files[0]}` : ''}`,
    dark,
    fragments: leftFragments,
    explanation: leftExplanation,
    active,
    onFragmentClick: show,
    onUserScroll: (source) => follow(0, source, right.view),
  });
  const right = useSideEditor({
    text: text(1),
    fileName: files[1],
    label: `Code of ${labels[1]}${files[1] ? `, ${files[1]}` : ''}`,
    dark,
    fragments: rightFragments,
    explanation: rightExplanation,
    active,
    onFragmentClick: show,
    onUserScroll: (source) => follow(1, source, left.view),
  });

  // After the files changed (the editors' own effects run first): bring the fragment to the top of both sides.
  useEffect(() => {
    if (!jump) return;
    const fragment = fragments[jump.index];
    if (!fragment) return;
    ([0, 1] as const).forEach((side) => {
      const view = side === 0 ? left.view : right.view;
      const range = rangeOf(fragment, side);
      if (!view || !range) return;
      const { from } = fragmentOffsets(view.state, range);
      // Only the code scrolls (CodeMirror's scrollIntoView would move the page as well), once its lines are measured.
      view.requestMeasure({
        read: (measured) => measured.lineBlockAt(from).top,
        write: (top, measured) => {
          measured.scrollDOM.scrollTop = Math.max(0, top - FRAGMENT_MARGIN);
        },
      });
    });
  }, [jump, fragments, left.view, right.view]);

  const codeHeight = stacked ? 'max(260px, 45vh)' : 'max(320px, calc(100vh - 360px))';
  const side = (index: Side, hostRef: (host: HTMLDivElement | null) => void) => (
    <div style={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: token.marginXXS }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: token.marginXS, minHeight: 28 }}>
        <strong style={{ overflowWrap: 'anywhere' }}>
          <SubmissionLink side={pair.sides[index]} id={pair.submissions[index]} />
        </strong>
        {!pair.sides[index].readable ? null : pair.files[index].length > 1 ? (
          <Select
            size="small"
            aria-label={`File of ${labels[index]}`}
            value={files[index]}
            onChange={(name: string) => setFiles((current) => (index === 0 ? [name, current[1]] : [current[0], name]))}
            options={pair.files[index].map((file) => ({ value: file.name, label: file.name }))}
            style={{ minWidth: 160, maxWidth: '100%' }}
          />
        ) : (
          <span style={{ color: token.colorTextSecondary }}>{files[index] || 'No files'}</span>
        )}
      </div>
      {pair.sides[index].readable ? (
        <div
          ref={hostRef}
          data-testid={`pair-side-${index}`}
          style={{ height: codeHeight, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusSM, overflow: 'hidden' }}
        />
      ) : (
        <OtherCourseSideCode height={stacked ? 'auto' : codeHeight} />
      )}
    </div>
  );

  return (
    <section aria-label="Pair" style={{ display: 'flex', flexDirection: 'column', gap: token.marginSM }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: token.marginSM }}>
        <ButtonLink to={back} size="small" type="text" icon={<ArrowLeftOutlined />}>
          All pairs
        </ButtonLink>
        <span style={{ fontSize: token.fontSizeHeading4, fontWeight: token.fontWeightStrong }} aria-label="Similarity">
          {formatSimilarity(pair.similarity)}
        </span>
        <span style={{ color: token.colorTextSecondary }}>
          longest match {plural(pair.longestMatch, 'line')} · {plural(pair.matchedLines, 'matched line')} · {plural(fragments.length, 'fragment')}
        </span>
        <Tag color={REVIEW_STATUS_COLORS[pair.review.status]}>{SIMILARITY_REVIEW_STATUS_LABELS[pair.review.status]}</Tag>
      </div>
      <Explanation pair={pair} layout={stacked ? 'stacked' : 'columns'} />
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: token.marginXS }}>
        <Space.Compact>
          <Tooltip title={keyHint('Previous fragment', 'K or P')}>
            <Button size="small" icon={<UpOutlined />} aria-label="Previous fragment" disabled={fragments.length === 0} onClick={() => step(-1)} />
          </Tooltip>
          <Tooltip title={keyHint('Next fragment', 'J or N')}>
            <Button size="small" icon={<DownOutlined />} aria-label="Next fragment" disabled={fragments.length === 0} onClick={() => step(1)} />
          </Tooltip>
        </Space.Compact>
        <span role="status" style={{ color: token.colorTextSecondary }}>
          {active === null ? `${plural(fragments.length, 'fragment')}` : `Fragment ${active + 1} of ${fragments.length}`}
        </span>
        <span style={{ color: token.colorTextTertiary, fontSize: token.fontSizeSM }}>
          <KeyboardHint>
            Keys: <kbd>J</kbd>/<kbd>N</kbd> next, <kbd>K</kbd>/<kbd>P</kbd> previous;{' '}
          </KeyboardHint>
          scrolling one side scrolls the other.
        </span>
      </div>
      <div style={{ display: 'grid', gridTemplateColumns: stacked ? 'minmax(0, 1fr)' : 'minmax(0, 1fr) minmax(0, 1fr)', gap: token.marginSM }}>
        {side(0, left.hostRef)}
        {side(1, right.hostRef)}
      </div>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))', gap: token.marginMD, alignItems: 'start' }}>
        <section aria-label="Fragments">
          <h4 style={{ margin: `0 0 ${token.marginXS}px`, fontSize: token.fontSizeLG }}>Fragments</h4>
          <FragmentList fragments={fragments} palette={palette} active={active} showFiles={multiFile} onSelect={show} />
        </section>
        <ReviewPanel pair={pair} timeZone={course.timezone} readOnly={course.archived} />
      </div>
    </section>
  );
}
