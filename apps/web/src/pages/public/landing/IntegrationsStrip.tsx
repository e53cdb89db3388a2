import { Flex, Tag, theme } from 'antd';
import { Link } from 'react-router';

const FITS = ['Learning-management systems', 'Jupyter notebooks', 'Git hosting', 'Online coding environments', 'Your own scripts'];

/** How Marginalia fits next to a course's other tools; the details are on /integrations. */
export function IntegrationsStrip() {
  const { token } = theme.useToken();
  return (
    <div style={{ padding: token.paddingLG, background: token.colorFillQuaternary, borderRadius: token.borderRadiusLG }}>
      <p style={{ margin: `0 0 ${token.marginSM}px` }}>
        Bring rosters in and grades out as CSV files your learning-management system understands, review notebooks next
        to code, and connect everything else through the API.
      </p>
      <Flex wrap gap={token.marginXS} style={{ marginBottom: token.marginSM }}>
        {FITS.map((fit) => (
          <Tag key={fit} style={{ margin: 0 }}>
            {fit}
          </Tag>
        ))}
      </Flex>
      <Link to="/integrations">See how Marginalia works with your tools</Link>
    </div>
  );
}
