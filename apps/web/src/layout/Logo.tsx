import { Link } from 'react-router';
import { PRODUCT_NAME } from '@marginalia/contracts';
import { BRAND_GREEN } from '../theme/theme';

/** The mark: lines of code with a note in the margin. Drawn inline so it needs no extra request. */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill={BRAND_GREEN} />
      <rect x="6" y="8" width="11" height="2.5" rx="1.25" fill="#ffffff" />
      <rect x="6" y="14.75" width="8" height="2.5" rx="1.25" fill="#ffffff" />
      <rect x="6" y="21.5" width="11" height="2.5" rx="1.25" fill="#ffffff" />
      <path d="M20 12.5h6.5a1.5 1.5 0 0 1 1.5 1.5v5a1.5 1.5 0 0 1-1.5 1.5H24l-2.5 2.5V20.5H20a1.5 1.5 0 0 1-1.5-1.5v-5a1.5 1.5 0 0 1 1.5-1.5z" fill="#bbf7d0" />
    </svg>
  );
}

/** Logo and product name, linking home. */
export function Logo() {
  return (
    <Link to="/" aria-label={`${PRODUCT_NAME} home`} style={{ display: 'inline-flex', alignItems: 'center', gap: 10, color: 'inherit' }}>
      <LogoMark />
      <span style={{ fontSize: 18, fontWeight: 600, letterSpacing: 0.2 }}>{PRODUCT_NAME}</span>
    </Link>
  );
}
