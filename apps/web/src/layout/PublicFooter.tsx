import { Layout } from 'antd';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '@marginalia/contracts';
import { SecondaryText } from '../components/SecondaryText';

const LINKS = [
  { to: '/docs', label: 'Docs' },
  { to: '/about', label: 'About us' },
  { to: '/scholarships/computer-science-education', label: 'Scholarship' },
  { to: '/terms', label: 'Terms' },
  { to: '/privacy', label: 'Privacy' },
];

export function PublicFooter() {
  return (
    <Layout.Footer style={{ textAlign: 'center' }}>
      <nav aria-label="Footer" style={{ display: 'flex', justifyContent: 'center', flexWrap: 'wrap', gap: 24, marginBottom: 8 }}>
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
