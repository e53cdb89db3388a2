import { CommentOutlined } from '@ant-design/icons';
import type { HighlightStyle, Language } from '@codemirror/language';
import { Button, theme, Tooltip, Typography } from 'antd';
import { useMemo, type CSSProperties, type MouseEvent } from 'react';
import { MarkdownContent, sanitizeHtml } from '../../../../components/MarkdownContent';
import type { CodeRange, ReviewComment } from '../../model/types';
import { safeCommentColour } from '../code/codeTheme';
import { CommentList } from '../kinds/CommentList';
import type { KindViewProps } from '../kinds/kindViewProps';
import type { NotebookCell, NotebookOutput } from './parseNotebook';
import { segmentSource } from './segments';

// One cell of a notebook: its source (Markdown rendered; code highlighted, with comment ranges), its outputs, and
// the comments on it. A comment's line is the cell's index and its chars are offsets in the cell's source.

export interface NotebookCellViewProps extends Omit<KindViewProps, 'comments'> {
  index: number;
  cell: NotebookCell;
  comments: ReviewComment[];
  language: Language | null;
  highlightStyle: HighlightStyle;
  onSelectionChange(range: CodeRange | null): void;
}

export function NotebookCellView({ index, cell, comments, language, highlightStyle, ...props }: NotebookCellViewProps) {
  const { token } = theme.useToken();
  const label = `Cell ${index + 1}`;

  const commentOnCell = () => props.onSelectionDone({ startLine: index, startChar: 0, endLine: index, endChar: cell.source.length });

  // A selection made with the mouse inside this cell's source becomes a comment on that part of the cell.
  const onMouseUp = (event: MouseEvent<HTMLElement>) => {
    if (!props.canComment) return;
    const range = selectionOffsets(event.currentTarget);
    if (!range) return;
    const codeRange = { startLine: index, startChar: range.from, endLine: index, endChar: range.to };
    props.onSelectionChange(codeRange);
    props.onSelectionDone(codeRange);
  };

  return (
    <section aria-label={label} data-testid="notebook-cell" data-cell-index={index} data-cell-type={cell.type} style={{ display: 'flex', flexDirection: 'column', gap: token.marginXS }}>
      <div style={{ display: 'flex', alignItems: 'flex-start', gap: token.marginXS }}>
        <Typography.Text type="secondary" style={{ width: 56, flex: '0 0 56px', textAlign: 'right', fontFamily: token.fontFamilyCode, fontSize: token.fontSizeSM, paddingTop: 6 }}>
          {cell.type === 'code' ? `[${cell.executionCount ?? ' '}]` : ''}
        </Typography.Text>
        <div style={{ flex: 1, minWidth: 0 }}>
          {cell.type === 'markdown' ? (
            <MarkdownContent source={cell.source} />
          ) : (
            <CellSource source={cell.source} comments={comments} language={cell.type === 'code' ? language : null} highlightStyle={highlightStyle} {...props} onMouseUp={onMouseUp} />
          )}
          {cell.outputs.map((output, outputIndex) => (
            <CellOutput key={outputIndex} output={output} alt={`Output of cell ${index + 1}`} />
          ))}
        </div>
        {props.canComment ? (
          <Tooltip title="Comment on cell">
            <Button type="text" size="small" icon={<CommentOutlined />} aria-label={`Comment on cell ${index + 1}`} onClick={commentOnCell} />
          </Tooltip>
        ) : null}
      </div>
      {comments.length > 0 ? (
        <div style={{ marginLeft: 64 }}>
          <CommentList {...props} comments={comments} ariaLabel={`Comments on cell ${index + 1}`} />
        </div>
      ) : null}
    </section>
  );
}

interface CellSourceProps extends Omit<KindViewProps, 'comments' | 'renderComment' | 'onSelectionDone'> {
  source: string;
  comments: ReviewComment[];
  language: Language | null;
  highlightStyle: HighlightStyle;
  onMouseUp(event: MouseEvent<HTMLElement>): void;
}

function CellSource({ source, comments, language, highlightStyle, zoom, activeCommentId, hoveredCommentId, onHoverComment, onActivateComment, onMouseUp }: CellSourceProps) {
  const { token } = theme.useToken();
  const segments = useMemo(() => {
    const ranges = comments.map((comment) => {
      const from = clamp(comment.startChar, source.length);
      const to = comment.endLine > comment.startLine ? source.length : clamp(comment.endChar, source.length);
      return { id: comment.id, from, to: Math.max(from, to) };
    });
    const tree = language ? language.parser.parse(source) : null;
    return segmentSource(source.length, tree, highlightStyle, ranges.filter((range) => range.to > range.from));
  }, [source, comments, language, highlightStyle]);
  const byId = useMemo(() => new Map(comments.map((comment) => [comment.id, comment])), [comments]);

  return (
    <pre
      data-testid="notebook-cell-source"
      onMouseUp={onMouseUp}
      onMouseOver={(event) => {
        const id = commentIdOf(event.target);
        if (id !== hoveredCommentId) onHoverComment(id);
      }}
      onMouseLeave={() => onHoverComment(null)}
      onClick={(event) => {
        const id = commentIdOf(event.target);
        if (id !== null && (window.getSelection()?.isCollapsed ?? true)) onActivateComment(id);
      }}
      style={{
        margin: 0,
        padding: `${token.paddingXXS}px ${token.paddingXS}px`,
        overflowX: 'auto',
        fontFamily: token.fontFamilyCode,
        fontSize: 12 * zoom,
        lineHeight: `${20 * zoom}px`,
        background: token.colorFillQuaternary,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadius,
      }}
    >
      {segments.map((segment) => {
        const text = source.slice(segment.from, segment.to);
        if (segment.commentIds.length === 0) return segment.tokenClass ? <span key={segment.from} className={segment.tokenClass}>{text}</span> : text;
        // The innermost (last-starting) comment decides the colour and what hovering picks.
        const id = segment.commentIds.at(-1)!;
        const comment = byId.get(id);
        const classes = ['cm-comment-range', segment.tokenClass];
        if (segment.commentIds.includes(activeCommentId ?? NaN)) classes.push('cm-comment-range-active');
        if (segment.commentIds.includes(hoveredCommentId ?? NaN)) classes.push('cm-comment-range-hovered');
        if (comment && !comment.isSaved) classes.push('cm-comment-range-unsaved');
        const colour = comment ? safeCommentColour(comment.color, comment.author) : null;
        return (
          <span key={segment.from} className={classes.filter(Boolean).join(' ')} data-comment-id={id} style={colour ? ({ '--comment-color': colour } as CSSProperties) : undefined}>
            {text}
          </span>
        );
      })}
    </pre>
  );
}

function CellOutput({ output, alt }: { output: NotebookOutput; alt: string }) {
  const { token } = theme.useToken();
  const box = { margin: `${token.marginXXS}px 0 0`, padding: `${token.paddingXXS}px ${token.paddingXS}px`, fontFamily: token.fontFamilyCode, fontSize: token.fontSizeSM, overflowX: 'auto' as const };
  switch (output.kind) {
    case 'text':
      return <pre data-testid="notebook-output" style={box}>{output.text}</pre>;
    case 'error':
      return <pre data-testid="notebook-output" data-output-kind="error" style={{ ...box, color: token.colorError, background: token.colorErrorBg, borderRadius: token.borderRadius }}>{output.text}</pre>;
    case 'image':
      return <img data-testid="notebook-output" src={output.src} alt={alt} style={{ display: 'block', maxWidth: '100%', marginTop: token.marginXXS }} />;
    case 'html':
      return <div data-testid="notebook-output" className="notebook-html-output" style={{ ...box, fontFamily: undefined }} dangerouslySetInnerHTML={{ __html: sanitizeHtml(output.html) }} />;
  }
}

const clamp = (value: number, max: number) => Math.min(Math.max(Math.trunc(value), 0), max);

function commentIdOf(target: EventTarget | null): number | null {
  if (!(target instanceof Element)) return null;
  const id = target.closest('[data-comment-id]')?.getAttribute('data-comment-id');
  return id == null ? null : Number(id);
}

/** The selected part of `container`'s text as offsets, when the selection lies entirely inside it. */
export function selectionOffsets(container: HTMLElement): { from: number; to: number } | null {
  const selection = container.ownerDocument.getSelection();
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const range = selection.getRangeAt(0);
  if (!container.contains(range.startContainer) || !container.contains(range.endContainer)) return null;
  const before = container.ownerDocument.createRange();
  before.setStart(container, 0);
  before.setEnd(range.startContainer, range.startOffset);
  const from = before.toString().length;
  const to = from + range.toString().length;
  return to > from ? { from, to } : null;
}
