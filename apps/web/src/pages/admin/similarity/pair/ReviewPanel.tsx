import { useState } from 'react';
import { Alert, Button, Input, Radio, theme } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  SIMILARITY_REVIEW_STATUS_LABELS,
  SIMILARITY_REVIEW_STATUSES,
  type SimilarityPairDetail,
  type SimilarityReviewStatus,
} from '@marginalia/contracts';
import { reviewSimilarityPair, similarityQueryKeys } from '../../../../api/similarity';
import { notifyFailure, validationErrorsOf } from '../../../../api/serverErrors';
import { formatCourseDate } from '../../../../format/courseDate';

const NOTE_MAX = 2000;

/** The pair's review: a status and a note, saved together; who changed it last, and when. */
export function ReviewPanel({ pair, timeZone, readOnly }: { pair: SimilarityPairDetail; timeZone: string; readOnly: boolean }) {
  const { token } = theme.useToken();
  const client = useQueryClient();
  const [status, setStatus] = useState<SimilarityReviewStatus>(pair.review.status);
  const [note, setNote] = useState(pair.review.note);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const changed = status !== pair.review.status || note !== pair.review.note;

  const save = useMutation({
    mutationFn: () => reviewSimilarityPair(pair.id, { status, note }, { quiet: true }),
    onSuccess: (updated) => {
      client.setQueryData<SimilarityPairDetail>(similarityQueryKeys.pair(pair.id), (old) => (old ? { ...old, review: updated.review } : old));
      void client.invalidateQueries({ queryKey: [...similarityQueryKeys.check(pair.check), 'pairs'] });
      setSaved(true);
    },
    onError: (error) => {
      const errors = validationErrorsOf(error);
      if (!errors) return notifyFailure(error);
      setProblem(Object.values(errors).flat().join(' '));
    },
  });

  return (
    <section aria-label="Review">
      <h4 style={{ margin: `0 0 ${token.marginXS}px`, fontSize: token.fontSizeLG }}>Review</h4>
      <Radio.Group
        aria-label="Review status"
        value={status}
        onChange={(event) => {
          setStatus(event.target.value as SimilarityReviewStatus);
          setSaved(false);
        }}
        optionType="button"
        disabled={readOnly}
        options={SIMILARITY_REVIEW_STATUSES.map((value) => ({ value, label: SIMILARITY_REVIEW_STATUS_LABELS[value] }))}
        style={{ marginBottom: token.marginXS, display: 'flex', flexWrap: 'wrap' }}
      />
      <Input.TextArea
        aria-label="Review note"
        placeholder="What you found, and what you decided (only staff see it)"
        value={note}
        maxLength={NOTE_MAX}
        disabled={readOnly}
        autoSize={{ minRows: 2, maxRows: 6 }}
        onChange={(event) => {
          setNote(event.target.value);
          setSaved(false);
        }}
      />
      {problem && <Alert type="error" showIcon title={problem} style={{ marginTop: token.marginXS }} />}
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: token.marginSM, marginTop: token.marginXS }}>
        <Button
          type="primary"
          loading={save.isPending}
          disabled={!changed || readOnly}
          onClick={() => {
            setProblem(null);
            save.mutate();
          }}
        >
          Save review
        </Button>
        <span role="status" style={{ color: token.colorTextSecondary }}>
          {readOnly ? 'This course is archived: reviews cannot change. ' : ''}
          {saved && !changed ? 'Saved. ' : ''}
          {pair.review.by && pair.review.at
            ? `${SIMILARITY_REVIEW_STATUS_LABELS[pair.review.status]} by ${pair.review.by}, ${formatCourseDate(pair.review.at, timeZone)}`
            : 'Not reviewed yet'}
        </span>
      </div>
    </section>
  );
}
