import { Layout } from 'antd';
import { Link } from 'react-router';
import { BREAKPOINTS, PRODUCT_NAME } from '@marginalia/contracts';
import { SecondaryText } from '../components/SecondaryText';
import { useMediaQuery } from '../hooks/useMediaQuery';

const LINKS = [
  { to: '/docs', label: 'Docs' },
  { to: '/about', label: 'About us' },
  { to: '/scholarships/computer-science-education', label: 'Scholarship' },
  { to: '/terms', label: 'Terms' },
  { to: '/privacy', label: 'Privacy' },
];

/** The public pages' footer: its links in a row, one under another below the footer layout breakpoint (625 px). */
export function PublicFooter() {
  const stacked = useMediaQuery(`(max-width: ${BREAKPOINTS.footerLayout - 1}px)`);
  return (
    <Layout.Footer style={{ textAlign: 'center', paddingInline: stacked ? 16 : undefined }}>
      <nav
        aria-label="Footer"
        style={{ display: 'flex', flexDirection: stacked ? 'column' : 'row', alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap', gap: stacked ? 8 : 24, marginBottom: stacked ? 16 : 8 }}
      >
        {LINKS.map((link) => (
          <Link key={link.to} to={link.to}>
            {link.label}
          </Link>
        ))}
      </nav>
      <SecondaryText style={{ margin: 0 }}>{PRODUCT_NAME} is open-source software for code review and grading.</SecondaryText>
    </Layout.Footer>
  );
}
