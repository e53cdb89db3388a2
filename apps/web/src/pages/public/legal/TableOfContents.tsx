import { theme } from 'antd';

export interface TocEntry {
  id: string;
  title: string;
}

/**
 * A list of links to the sections of a long page. Plain fragment links: the browser scrolls to the section and
 * the address can be shared; the query string of the page is kept.
 */
export function TableOfContents({ entries, label = 'Contents' }: { entries: readonly TocEntry[]; label?: string }) {
  const { token } = theme.useToken();
  return (
    <nav
      aria-label={label}
      style={{
        margin: `0 0 ${token.marginXL}px`,
        padding: `${token.paddingSM}px ${token.paddingLG}px`,
        background: token.colorFillQuaternary,
        borderRadius: token.borderRadiusLG,
      }}
    >
      <h2 style={{ margin: `0 0 ${token.marginXS}px`, fontSize: token.fontSizeLG, color: token.colorTextHeading }}>{label}</h2>
      <ul
        style={{
          margin: 0,
          padding: 0,
          listStyle: 'none',
          // Two columns where there is room; a single one on phones.
          columnWidth: 260,
          columnGap: token.marginXL,
        }}
      >
        {entries.map((entry) => (
          <li key={entry.id} style={{ breakInside: 'avoid', padding: `${token.paddingXXS}px 0` }}>
            <a href={`#${entry.id}`} style={{ color: token.colorLink }}>
              {entry.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
