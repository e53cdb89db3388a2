import { Alert, theme } from 'antd';
import { useMemo } from 'react';
import type { File } from '@marginalia/contracts';
import type { ReviewComment } from '../../model/types';
import { CodeViewer } from '../code/CodeViewer';
import { codeHighlightStyle } from '../code/codeHighlight';
import { commentRangeCss } from '../code/codeTheme';
import type { ViewerProps } from '../kinds/kindViewProps';
import { NotebookCellView } from './NotebookCellView';
import { parseNotebook } from './parseNotebook';
import { useNotebookLanguage } from './useNotebookLanguage';

export type NotebookViewProps = ViewerProps & { file: File };

const SCOPE = 'notebook-view';

/** A Jupyter notebook cell by cell; a file that is not a readable notebook is shown as its JSON text. */
export function NotebookView({ file, ...props }: NotebookViewProps) {
  const { token } = theme.useToken();
  const notebook = useMemo(() => parseNotebook(file.code), [file.code]);
  const language = useNotebookLanguage(notebook?.language);
  const highlightStyle = useMemo(() => codeHighlightStyle(props.dark), [props.dark]);
  const css = useMemo(() => `${highlightStyle.module?.getRules() ?? ''}\n${commentRangeCss(props.dark, `.${SCOPE}`)}`, [highlightStyle, props.dark]);

  const commentsByCell = useMemo(() => {
    const byCell = new Map<number, ReviewComment[]>();
    const last = Math.max((notebook?.cells.length ?? 1) - 1, 0);
    for (const comment of props.comments) {
      // A comment beyond the last cell (the notebook changed) stays visible on the last one.
      const cell = Math.min(Math.max(comment.startLine, 0), last);
      byCell.set(cell, [...(byCell.get(cell) ?? []), comment]);
    }
    return byCell;
  }, [notebook, props.comments]);

  if (!notebook) {
    return (
      <div style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
        <Alert banner type="warning" message="This notebook could not be read, so it is shown as text." data-testid="notebook-unreadable" />
        <CodeViewer {...props} fileId={file.id} code={file.code} extension="json" />
      </div>
    );
  }

  return (
    <div
      className={SCOPE}
      data-testid="notebook-viewer"
      style={{ flex: 1, minHeight: 0, overflow: 'auto', padding: token.padding, background: token.colorBgContainer, display: 'flex', flexDirection: 'column', gap: token.margin }}
    >
      <style>{css}</style>
      {notebook.cells.length === 0 ? <Alert type="info" message="This notebook has no cells." /> : null}
      {notebook.cells.map((cell, index) => (
        <NotebookCellView key={index} index={index} cell={cell} {...props} comments={commentsByCell.get(index) ?? []} language={language} highlightStyle={highlightStyle} />
      ))}
    </div>
  );
}
