import { theme } from 'antd';

/**
 * Placeholder while the session or a page's code loads. Drawn on every route's first paint, so it is a ring in the
 * theme's primary colour (styles.css, `.page-spinner`) rather than Ant Design's Spin, whose code would otherwise
 * come with every route's first JavaScript.
 */
export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  const { token } = theme.useToken();
  return (
    <div className="page-spinner" role="status" aria-label={label}>
      <svg viewBox="0 0 40 40" width={32} height={32} aria-hidden focusable={false}>
        <circle cx={20} cy={20} r={16} fill="none" stroke={token.colorFillSecondary} strokeWidth={4} />
        <circle cx={20} cy={20} r={16} fill="none" stroke={token.colorPrimary} strokeWidth={4} strokeLinecap="round" strokeDasharray="25 100" />
      </svg>
    </div>
  );
}
