import { Flex, Switch, Tooltip, Typography } from 'antd';
import { EyeInvisibleOutlined } from '@ant-design/icons';
import type { SubmissionOverview } from '@marginalia/contracts';

interface Props {
  /** Whether the list shown carries pseudonyms and whether the caller may reveal them (the overview or the regrade inbox). */
  overview: Pick<SubmissionOverview, 'anonymized' | 'canReveal'>;
  /** The caller's current choice (for the overview, the one the server remembers). */
  reveal: boolean;
  /** Reveals or hides names; `loading` is true while that change is on its way. */
  onReveal: (reveal: boolean) => void;
  loading: boolean;
}

export const ANONYMOUS_NOTE = 'Grading is anonymous: students are shown as pseudonyms.';
/** A section leader who reveals names sees those of their own sections' students only. */
export const PARTLY_REVEALED_NOTE = 'Names are shown for the students of your sections only.';

/**
 * Under anonymous grading: a "Reveal names" switch for those allowed to see identities (admins, super
 * graders, section leaders for their own students), otherwise a note that names are hidden on purpose. The
 * switch shows the caller's remembered choice, which holds for the whole console and the submission views.
 */
export function AnonymityControl({ overview, reveal, onReveal, loading }: Props) {
  // Once revealed the answer is no longer anonymized, but the switch must stay to hide names again.
  if (overview.canReveal && (overview.anonymized || reveal)) {
    return (
      <Flex align="center" gap={8} wrap>
        {reveal && overview.anonymized && !loading && <Typography.Text type="secondary">{PARTLY_REVEALED_NOTE}</Typography.Text>}
        <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          <Switch size="small" checked={reveal} onChange={onReveal} loading={loading} aria-label="Reveal names" />
          <span>Reveal names</span>
        </label>
      </Flex>
    );
  }
  if (!overview.anonymized) return null;
  return (
    <Tooltip title="Admins, super graders and section leaders may reveal names; graders grade without knowing.">
      <Typography.Text type="secondary">
        <EyeInvisibleOutlined /> {ANONYMOUS_NOTE}
      </Typography.Text>
    </Tooltip>
  );
}
