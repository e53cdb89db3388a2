import { Tag, theme } from 'antd';
import type { SimilarityExplanation } from '@marginalia/contracts';
import { plural } from '../../../../format/plural';
import { explanationSentences, matchedShareSentence, type PairLayout } from './explanationText';

/**
 * "Why these are similar": the facts behind the score in plain sentences, the names changed consistently, and a key
 * to the marks over the code (dimmed: ignored as dead; dotted underline: read as its value).
 */
export function Explanation({ explanation, layout }: { explanation: SimilarityExplanation; layout: PairLayout }) {
  const { token } = theme.useToken();
  const sentences = explanationSentences(explanation, layout);
  const marked = explanation.sides.some((side) => side !== null && (side.deadCode.length > 0 || side.rewrites.length > 0));
  const unlisted = explanation.renameCount - explanation.renames.length;
  return (
    <section
      aria-labelledby="pair-explanation-title"
      style={{ background: token.colorFillQuaternary, borderRadius: token.borderRadius, padding: `${token.paddingXS}px ${token.paddingSM}px` }}
    >
      <h4 id="pair-explanation-title" style={{ margin: `0 0 ${token.marginXXS}px`, fontSize: token.fontSizeLG }}>
        Why these are similar
      </h4>
      <p style={{ margin: 0 }} data-testid="pair-explanation">
        {[...sentences, matchedShareSentence(explanation, layout)].join(' ')}
      </p>
      {explanation.renames.length > 0 && (
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: token.marginXXS, marginTop: token.marginXS }}>
          <span id="pair-renames-title" style={{ color: token.colorTextSecondary, marginRight: token.marginXXS }}>
            Names changed:
          </span>
          <ul aria-labelledby="pair-renames-title" style={{ display: 'contents', listStyle: 'none' }}>
            {explanation.renames.map((rename) => (
              <li key={`${rename.left}\n${rename.right}`} style={{ display: 'inline' }}>
                <Tag
                  style={{ marginInlineEnd: 0, fontFamily: token.fontFamilyCode }}
                  aria-label={`${rename.left} became ${rename.right}, ${plural(rename.occurrences, 'place')}`}
                >
                  {rename.left} → {rename.right}
                </Tag>
              </li>
            ))}
          </ul>
          {unlisted > 0 && <span style={{ color: token.colorTextSecondary }}>and {plural(unlisted, 'more')}</span>}
        </div>
      )}
      {marked && (
        <p style={{ margin: `${token.marginXS}px 0 0`, color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
          In the code: <span style={{ opacity: 0.45 }}>dimmed</span> code was ignored,{' '}
          <span style={{ textDecoration: 'underline dotted', textUnderlineOffset: 3 }}>underlined</span> code was read as its value; hover for why.
        </p>
      )}
    </section>
  );
}
