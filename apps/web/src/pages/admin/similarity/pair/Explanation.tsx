import { useState } from 'react';
import { Button, Tag, theme } from 'antd';
import type { SimilarityPairDetail } from '@marginalia/contracts';
import { plural } from '../../../../format/plural';
import { commonResemblanceSentence, explanationSentences, matchedShareSentence, type PairLayout } from './explanationText';

/** Renames shown before "Show all" when the sides are stacked (a phone), where each tag takes a row of its own. */
const FEW_RENAMES = 4;

/**
 * "Why these are similar": the facts behind the score in plain sentences, the names changed consistently, and a key
 * to the marks over the code (dimmed: ignored as dead; dotted underline: read as its value).
 */
export function Explanation({ pair, layout }: { pair: SimilarityPairDetail; layout: PairLayout }) {
  const { token } = theme.useToken();
  const { explanation } = pair;
  const sentences = explanationSentences(explanation, layout);
  const [allRenames, setAllRenames] = useState(false);
  const dimmed = explanation.sides.some((side) => (side?.deadCode.length ?? 0) > 0);
  const underlined = explanation.sides.some((side) => (side?.rewrites.length ?? 0) > 0);
  const shown = layout === 'stacked' && !allRenames ? explanation.renames.slice(0, FEW_RENAMES) : explanation.renames;
  const unlisted = explanation.renameCount - shown.length;
  return (
    <section
      aria-labelledby="pair-explanation-title"
      style={{ background: token.colorFillQuaternary, borderRadius: token.borderRadius, padding: `${token.paddingXS}px ${token.paddingSM}px` }}
    >
      <h4 id="pair-explanation-title" style={{ margin: `0 0 ${token.marginXXS}px`, fontSize: token.fontSizeLG }}>
        Why these are similar
      </h4>
      <p style={{ margin: 0 }} data-testid="pair-explanation">
        {[...sentences, matchedShareSentence(explanation, layout), commonResemblanceSentence(pair.commonResemblance)].filter(Boolean).join(' ')}
      </p>
      {explanation.renames.length > 0 && (
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: token.marginXXS, marginTop: token.marginXS }}>
          <span id="pair-renames-title" style={{ color: token.colorTextSecondary, marginRight: token.marginXXS }}>
            Names changed:
          </span>
          <ul aria-labelledby="pair-renames-title" style={{ display: 'contents', listStyle: 'none' }}>
            {shown.map((rename) => (
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
          {shown.length < explanation.renames.length ? (
            <Button type="link" size="small" onClick={() => setAllRenames(true)} aria-label={`Show all ${explanation.renames.length} names changed`}>
              and {unlisted} more
            </Button>
          ) : (
            unlisted > 0 && <span style={{ color: token.colorTextSecondary }}>and {unlisted} more</span>
          )}
        </div>
      )}
      {(dimmed || underlined) && (
        <p style={{ margin: `${token.marginXS}px 0 0`, color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
          In the code: {dimmed && <><span style={{ opacity: 0.45 }}>dimmed</span> code was ignored</>}
          {dimmed && underlined && ', '}
          {underlined && (
            <>
              <span style={{ textDecoration: 'underline dotted', textUnderlineOffset: 3 }}>underlined</span> code was read as its value
            </>
          )}
          ; hover over it for why.
        </p>
      )}
    </section>
  );
}
