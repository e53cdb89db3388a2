import { theme } from 'antd';
import type { ReactNode } from 'react';
import { LAYOUT } from '@marginalia/contracts';

/**
 * A file shown whole (image, PDF) on the left and its comments in a column on the right, as in the code view; on
 * narrow screens (`stacked`) the comments follow the file in one scrolling column.
 */
export function SideBySide({ content, side, testId, stacked }: { content: ReactNode; side: ReactNode; testId: string; stacked: boolean }) {
  const { token } = theme.useToken();
  if (stacked) {
    return (
      <div data-testid={testId} style={{ flex: 1, minHeight: 0, overflow: 'auto', background: token.colorBgContainer }}>
        <div style={{ overflowX: 'auto', padding: token.paddingSM }}>{content}</div>
        <aside aria-label="Comments" data-testid="comment-margin" style={{ padding: token.paddingSM, borderTop: `1px solid ${token.colorBorderSecondary}` }}>
          {side}
        </aside>
      </div>
    );
  }
  return (
    <div data-testid={testId} style={{ flex: 1, minHeight: 0, display: 'flex', background: token.colorBgContainer }}>
      <div style={{ flex: `1 1 ${LAYOUT.codeTargetWidth}px`, minWidth: 0, overflow: 'auto', padding: token.padding }}>{content}</div>
      <aside
        aria-label="Comments"
        data-testid="comment-margin"
        style={{ flex: `0 1 ${LAYOUT.commentsTargetWidth}px`, minWidth: LAYOUT.commentsMinWidth, overflow: 'auto', padding: token.paddingSM, borderLeft: `1px solid ${token.colorBorderSecondary}` }}
      >
        {side}
      </aside>
    </div>
  );
}
