import { useState } from 'react';
import { Pagination, Tag, theme } from 'antd';
import type { PeerReviewGradingReview } from '@marginalia/contracts';
import { GRADING_TEXTS as TEXTS } from './gradingTexts';
import { REVIEW_STATE_LABELS } from './peerReviewTexts';
import { cellKey, matrixPage } from './reviewMatrix';

const PAGE_SIZE = 25;

/**
 * Who reviews whom: a reviewer per row, a submission per column, each cell the review's state in colour and words
 * (late and missing stand out). A page of reviewers at a time; the grid scrolls sideways on a narrow screen.
 */
export function ReviewMatrix({ reviews }: { reviews: readonly PeerReviewGradingReview[] }) {
  const { token } = theme.useToken();
  const [page, setPage] = useState(1);
  const matrix = matrixPage(reviews, page, PAGE_SIZE);
  const border = `1px solid ${token.colorBorderSecondary}`;
  const cell = { border, padding: `${token.paddingXXS}px ${token.paddingXS}px`, whiteSpace: 'nowrap' as const };
  return (
    <section aria-labelledby="peer-review-matrix">
      <h4 id="peer-review-matrix" style={{ margin: `${token.margin}px 0 ${token.marginXXS}px`, color: token.colorTextHeading }}>
        {TEXTS.matrix}
      </h4>
      <p style={{ color: token.colorTextSecondary, margin: `0 0 ${token.marginXS}px` }}>{TEXTS.matrixHelp}</p>
      <div style={{ overflowX: 'auto', maxWidth: '100%' }} tabIndex={0} role="region" aria-label={`${TEXTS.matrix} (scrolls sideways)`}>
        <table aria-label={TEXTS.matrix} style={{ borderCollapse: 'collapse', fontSize: token.fontSizeSM }}>
          <thead>
            <tr>
              <th scope="col" style={{ ...cell, textAlign: 'left' }}>
                Reviewer
              </th>
              {matrix.submissions.map((submission) => (
                <th key={submission} scope="col" style={cell}>
                  {`Submission ${submission}`}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {matrix.reviewers.map((reviewer) => (
              <tr key={reviewer}>
                <th scope="row" style={{ ...cell, textAlign: 'left', fontWeight: 'normal' }}>
                  {reviewer}
                </th>
                {matrix.submissions.map((submission) => {
                  const state = matrix.cells.get(cellKey(reviewer, submission));
                  return (
                    <td key={submission} style={{ ...cell, textAlign: 'center' }}>
                      {state ? (
                        <Tag color={REVIEW_STATE_LABELS[state].color} style={{ marginInlineEnd: 0 }}>
                          {REVIEW_STATE_LABELS[state].label}
                        </Tag>
                      ) : (
                        <span aria-label={TEXTS.notReviewing} style={{ color: token.colorTextQuaternary }}>
                          ·
                        </span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {matrix.pages > 1 && (
        <Pagination
          size="small"
          current={page}
          pageSize={PAGE_SIZE}
          total={new Set(reviews.map((review) => review.reviewer)).size}
          onChange={setPage}
          showSizeChanger={false}
          showTotal={(total) => `${total} reviewers`}
          style={{ marginTop: token.marginXS }}
        />
      )}
    </section>
  );
}
