import { theme } from 'antd';
import { Link } from 'react-router';
import type { HelpLink } from './helpLinks';

/** The help centre's sections for this user, each a link with a line saying what it covers. */
export function HelpLinks({ links, onFollow }: { links: HelpLink[]; onFollow(): void }) {
  const { token } = theme.useToken();
  return (
    <nav aria-label="Help topics">
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: token.marginSM }}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} onClick={onFollow} style={{ fontWeight: token.fontWeightStrong }}>
              {link.title}
            </Link>
            <div style={{ color: token.colorTextSecondary }}>{link.description}</div>
          </li>
        ))}
      </ul>
    </nav>
  );
}
