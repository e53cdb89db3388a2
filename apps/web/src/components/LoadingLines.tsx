import { theme } from 'antd';
import './LoadingLines.css';

// Skeleton's paragraph look (rows of grey bars, the last one shorter) for the loading states the code view draws
// before its code, without Ant Design's Skeleton and its style code: the bars are plain elements in the theme's
// colours. The caller gives the accessible label (role="status") and the size of the place it holds.

interface LoadingLinesProps {
  rows: number;
}

/** `rows` bars of a text line's height, 16 px apart, like `<Skeleton active title={false} paragraph={{ rows }} />`. */
export function LoadingLines({ rows }: LoadingLinesProps) {
  const { token } = theme.useToken();
  return (
    <div aria-hidden style={{ display: 'grid', gap: token.marginMD }}>
      {Array.from({ length: rows }, (_, row) => (
        <div
          key={row}
          className="loading-lines-bar"
          style={{ height: token.controlHeight / 2, width: row === rows - 1 && rows > 1 ? '61%' : '100%', borderRadius: token.borderRadiusSM, background: token.colorFillContent }}
        />
      ))}
    </div>
  );
}
