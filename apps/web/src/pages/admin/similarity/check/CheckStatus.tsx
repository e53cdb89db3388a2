import { Alert, Button, Progress, Tag, Tooltip, theme } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import type { SimilarityCheck } from '@marginalia/contracts';
import { plural } from '../../../../format/plural';
import { formatDuration } from '../../assignments/tests/runs/runFormat';
import { formatCourseDate } from '../../../../format/courseDate';
import { CHECK_STATE_COLORS, checkLanguageLabel, checkStateLabel, isActive } from '../similarityFormat';

interface CheckStatusProps {
  check: SimilarityCheck;
  timeZone: string;
  /** An archived course: no update. */
  readOnly: boolean;
  updating: boolean;
  onUpdate(): void;
}

/** A check's state: its step and progress while it runs, its counts once complete, its error if it failed. */
export function CheckStatus({ check, timeZone, readOnly, updating, onUpdate }: CheckStatusProps) {
  const { token } = theme.useToken();
  const active = isActive(check.state);
  const { done, total } = check.progress;
  const earlier = check.earlierAssignments.map((item) => `${item.name} (${item.course}, ${item.period})`).join('; ');

  return (
    <div role="region" aria-label="Check status" aria-live="polite" style={{ marginBottom: token.marginSM }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: token.marginXS }}>
        <Tag color={CHECK_STATE_COLORS[check.state]} icon={active ? <SyncOutlined spin /> : undefined}>
          {checkStateLabel(check)}
        </Tag>
        <span style={{ color: token.colorTextSecondary }}>
          {checkLanguageLabel(check)} · matches of {check.minimumMatchTokens}+ tokens · started{' '}
          {formatCourseDate(check.created, timeZone)}
          {check.createdBy ? ` by ${check.createdBy}` : ''}
        </span>
      </div>
      {earlier && <div style={{ color: token.colorTextSecondary, marginTop: token.marginXXS }}>Also compared with: {earlier}</div>}
      {active && (
        <div style={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: token.marginSM, marginTop: token.marginXS }}>
          <Progress
            percent={total === 0 ? 0 : Math.floor((done / total) * 100)}
            status="active"
            format={() => (total === 0 ? '' : `${done}/${total}`)}
            aria-label={total === 0 ? 'Waiting to start' : `${done} of ${total} done`}
            style={{ flex: '1 1 200px', margin: 0 }}
          />
          <span style={{ color: token.colorTextSecondary }}>{check.step ?? (check.state === 'queued' ? 'Waiting for a worker' : 'Starting')}</span>
        </div>
      )}
      {check.state === 'complete' && (
        <div style={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: token.marginSM, marginTop: token.marginXS }}>
          <span>
            {plural(check.submissionCount, 'submission')} compared, {plural(check.pairCount, 'pair')} with matches, in{' '}
            {formatDuration(check.durationMs)}
          </span>
          {check.outdatedSubmissions > 0 && !readOnly && (
            <Tooltip title="Compare the submissions uploaded or changed since this check ran; the rest is kept.">
              <Button size="small" icon={<SyncOutlined />} loading={updating} onClick={onUpdate}>
                Update ({plural(check.outdatedSubmissions, 'new or changed submission')})
              </Button>
            </Tooltip>
          )}
        </div>
      )}
      {check.state === 'failed' && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: token.marginXS }}
          title="The check failed"
          description={check.error ?? 'The server gave no reason. Start a new check; if it fails again, contact support.'}
        />
      )}
    </div>
  );
}
