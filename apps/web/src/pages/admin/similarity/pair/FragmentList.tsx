import { theme } from 'antd';
import type { SimilarityFragment } from '@marginalia/contracts';
import { plural } from '../../../../format/plural';
import { lineSpanLabel } from './pairFragments';

interface FragmentListProps {
  fragments: readonly SimilarityFragment[];
  palette: readonly string[];
  active: number | null;
  /** Whether either side has several files: then each entry names its files. */
  showFiles: boolean;
  onSelect(index: number): void;
}

/** "lines 3–10" (with its file when asked), or what stands for a side the reader may not read. */
function rangeLabel(range: SimilarityFragment['left'], showFile: boolean): string {
  if (!range) return 'code not shown';
  return `${showFile ? `${range.file} ` : ''}lines ${lineSpanLabel(range.startLine, range.endLine)}`;
}

/** The pair's matching fragments in order, each in its colour; choosing one shows it on both sides. */
export function FragmentList({ fragments, palette, active, showFiles, onSelect }: FragmentListProps) {
  const { token } = theme.useToken();
  if (fragments.length === 0) return <p style={{ color: token.colorTextSecondary, margin: 0 }}>No matching fragments.</p>;
  return (
    <ol aria-label="Matching fragments" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: token.marginXXS }}>
      {fragments.map((fragment, index) => {
        const colour = palette[index % palette.length]!;
        const selected = index === active;
        const left = rangeLabel(fragment.left, showFiles);
        const right = rangeLabel(fragment.right, showFiles);
        return (
          <li key={index}>
            <button
              type="button"
              data-fragment={index}
              data-colour={index % palette.length}
              aria-current={selected ? 'true' : undefined}
              aria-label={`Fragment ${index + 1}: ${left} and ${right}, ${plural(fragment.tokens, 'token')}`}
              onClick={() => onSelect(index)}
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: token.marginXS,
                width: '100%',
                textAlign: 'left',
                padding: `${token.paddingXXS}px ${token.paddingXS}px`,
                // Longhands only: React does not reapply a longhand after a changed shorthand (the theme switching).
                borderStyle: 'solid',
                borderWidth: '1px 1px 1px 5px',
                borderColor: `${selected ? colour : token.colorBorderSecondary} ${selected ? colour : token.colorBorderSecondary} ${selected ? colour : token.colorBorderSecondary} ${colour}`,
                borderRadius: token.borderRadiusSM,
                background: selected ? `color-mix(in srgb, ${colour} 18%, ${token.colorBgContainer})` : token.colorBgContainer,
                color: token.colorText,
                cursor: 'pointer',
                font: 'inherit',
              }}
            >
              <strong style={{ minWidth: 24 }}>{index + 1}</strong>
              <span style={{ flex: 1 }}>
                {left} ↔ {right}
              </span>
              <span style={{ color: token.colorTextSecondary, whiteSpace: 'nowrap' }}>{plural(fragment.tokens, 'token')}</span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
