import type { CommentEditorProps } from './CommentEditor';
import { lazyPart } from '../../../components/lazyPart';
import { LoadingLines } from '../../../components/LoadingLines';

// The editor (Form, Select, InputNumber, Popconfirm, the rubric picker, the Markdown preview) is needed only once a
// comment is written or edited: it comes after the code (components/lazyPart.tsx).
const editor = lazyPart<CommentEditorProps>(() => import('./CommentEditor').then((module) => module.CommentEditor), { fetch: 'drawn' });

/** Holds the editor's place (text, points and rubric, tags, buttons) while it arrives. */
function EditorLoading() {
  return (
    <div role="status" aria-label="Loading the comment editor" style={{ minHeight: 236 }}>
      <LoadingLines rows={5} />
    </div>
  );
}

export function LazyCommentEditor(props: CommentEditorProps) {
  return <editor.Component {...props} fallback={<EditorLoading />} />;
}
