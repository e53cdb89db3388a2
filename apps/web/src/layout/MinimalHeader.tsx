import { Layout, theme } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '@marginalia/contracts';
import { useSession } from '../session/SessionContext';
import { LogoMark } from './Logo';

/**
 * The header of the minimal screen (a partner's page signed the person in, docs/LMS.md): the mark, the account and
 * Log Out; no help, settings or platform links, which would take the person away from the course in the frame.
 */
export function MinimalHeader() {
  const { token } = theme.useToken();
  const { user } = useSession();
  return (
    <Layout.Header
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: token.margin,
        paddingInline: token.padding,
        height: 48,
        lineHeight: '48px',
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
        <LogoMark size={22} />
        <span style={{ fontWeight: 600 }}>{PRODUCT_NAME}</span>
      </span>
      <nav aria-label="Account" style={{ display: 'flex', alignItems: 'center', gap: token.margin, minWidth: 0 }}>
        <span style={{ color: token.colorTextSecondary, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{user.email}</span>
        <Link to="/logout" style={{ whiteSpace: 'nowrap' }}>
          <LogoutOutlined /> Log Out
        </Link>
      </nav>
    </Layout.Header>
  );
}
