import { lazyPart } from '../../../components/lazyPart';

// The Markdown renderer (marked and DOMPurify) comes after the code (components/lazyPart.tsx). Until it arrives a comment
// shows its text as written, in the same box and type, then the rendered Markdown.
interface MarkdownProps {
  source: string;
  className?: string;
}

const markdown = lazyPart<MarkdownProps>(() => import('../../../components/MarkdownContent').then((module) => module.MarkdownContent));

/** Loads the renderer; component tests await it before reading rendered Markdown. */
export const loadCommentMarkdown = markdown.preload;

export function LazyMarkdownContent({ source, className }: MarkdownProps) {
  const plain = (
    <div className={['markdown-content', className].filter(Boolean).join(' ')} aria-busy="true">
      <p style={{ whiteSpace: 'pre-wrap' }}>{source}</p>
    </div>
  );
  return <markdown.Component source={source} className={className} fallback={plain} />;
}
