import { useId, useState } from 'react';
import { Button, Layout, theme } from 'antd';
import { CloseOutlined, MenuOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { BREAKPOINTS } from '@marginalia/contracts';
import { useMediaQuery } from '../hooks/useMediaQuery';
import { useSiteSettings } from '../hooks/useSiteSettings';
import { ButtonLink } from '../components/ButtonLink';
import { Logo } from './Logo';

const LINKS = [
  { to: '/faqs', label: 'FAQs' },
  { to: '/why-marginalia', label: 'Features' },
  { to: '/login', label: 'Login' },
];

/** Docs: the in-app help centre, or the external help site the installation names (DOCS_URL). */
function DocsLink({ href }: { href: string }) {
  if (/^https?:\/\//.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        Docs
      </a>
    );
  }
  return <Link to={href}>Docs</Link>;
}

/**
 * The visitor header (docs/PRODUCT.md §2): Docs, FAQs, Features, Login and Sign Up; below the header breakpoint (872 px) the
 * links fold into an expandable panel in which Sign Up is the highlighted button.
 */
export function PublicHeader() {
  const { token } = theme.useToken();
  const collapsed = useMediaQuery(`(max-width: ${BREAKPOINTS.header - 1}px)`);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { pathname } = useLocation();
  // Any navigation closes the panel: remembering the path it was opened on is enough to tell.
  const [openedOn, setOpenedOn] = useState(pathname);
  const expanded = open && openedOn === pathname;
  const docsUrl = useSiteSettings()?.docsUrl ?? '/docs';

  const toggle = () => {
    setOpenedOn(pathname);
    setOpen(!expanded);
  };

  return (
    <Layout.Header
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        position: 'relative',
      }}
    >
      <Logo />
      <nav aria-label="Main">
        {collapsed ? (
          <>
            <Button
              type="text"
              icon={expanded ? <CloseOutlined /> : <MenuOutlined />}
              aria-expanded={expanded}
              aria-controls={panelId}
              aria-label="Menu"
              onClick={toggle}
            />
            <div
              id={panelId}
              hidden={!expanded}
              style={{
                position: 'absolute',
                top: '100%',
                left: 0,
                right: 0,
                zIndex: 20,
                padding: 16,
                display: expanded ? 'flex' : 'none',
                flexDirection: 'column',
                gap: 12,
                background: token.colorBgContainer,
                borderBottom: `1px solid ${token.colorBorderSecondary}`,
                lineHeight: 1.5,
              }}
            >
              <DocsLink href={docsUrl} />
              {LINKS.map((link) => (
                <Link key={link.to} to={link.to}>
                  {link.label}
                </Link>
              ))}
              <ButtonLink to="/signup" type="primary" block>
                Sign Up
              </ButtonLink>
            </div>
          </>
        ) : (
          <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
            <DocsLink href={docsUrl} />
            {LINKS.map((link) => (
              <Link key={link.to} to={link.to}>
                {link.label}
              </Link>
            ))}
            <ButtonLink to="/signup" type="primary">
              Sign Up
            </ButtonLink>
          </div>
        )}
      </nav>
    </Layout.Header>
  );
}
