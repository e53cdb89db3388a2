import { Button, Card, Empty, Spin, Typography, theme } from 'antd';
import { Link } from 'react-router';
import type { SimilarityGroup, SimilarityGroupList } from '@marginalia/contracts';
import { plural } from '../../../../format/plural';
import { SideName } from '../SideName';
import { formatSimilarity, sideLabel } from '../similarityFormat';

interface GroupsListProps {
  groups: SimilarityGroupList | undefined;
  loading: boolean;
  /** The address of a pair's view, by its id. */
  pairPath(pairId: number): string;
  /** Shows the pairs among these submissions (a group's) in the table. */
  showPairs(submissionIds: number[]): void;
}

function GroupCard({ group, number, pairPath, showPairs }: { group: SimilarityGroup; number: number } & Pick<GroupsListProps, 'pairPath' | 'showPairs'>) {
  const { token } = theme.useToken();
  const names = new Map(group.members.map((member) => [member.submission.id, member.submission]));
  const title = `Group ${number}: ${plural(group.members.length, 'submission')}`;
  return (
    <Card size="small" title={title} extra={`${formatSimilarity(group.similarity)} on average`} role="region" aria-label={title}>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {group.members.map(({ submission, closest }) => {
          const other = names.get(closest.with);
          return (
            <li
              key={submission.id}
              style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: token.marginXS, padding: `${token.paddingXXS}px 0` }}
            >
              <SideName side={submission} />
              <Link
                to={pairPath(closest.pair)}
                aria-label={`Open the pair ${sideLabel(submission)} and ${other ? sideLabel(other) : 'its closest submission'}, ${formatSimilarity(closest.similarity)}`}
                style={{ whiteSpace: 'nowrap' }}
              >
                Closest: {formatSimilarity(closest.similarity)}
              </Link>
            </li>
          );
        })}
      </ul>
      <Button type="link" size="small" style={{ paddingInline: 0 }} onClick={() => showPairs(group.members.map((member) => member.submission.id))}>
        Show the pairs of group {number}
      </Button>
    </Card>
  );
}

/**
 * The check's groups at the threshold: submissions whose pairs average it as a whole, each member with a link to
 * its closest pair in the group, and the group's pairs a click away in the table (the evidence is always a pair).
 */
export function GroupsList({ groups, loading, pairPath, showPairs }: GroupsListProps) {
  const { token } = theme.useToken();
  if (!groups) return <Spin aria-label="Loading the groups" />;
  const percent = formatSimilarity(groups.minSimilarity);
  return (
    <Spin spinning={loading}>
      <Typography.Paragraph type="secondary">
        Submissions whose pairs average at least {percent} as a whole. Copies of one program, rewritten differently, can share little with
        each other and still form a group around what they all resemble.
      </Typography.Paragraph>
      {groups.groups.length === 0 ? (
        <Empty description={`No group at this threshold: no submissions' pairs average ${percent} or more.`} />
      ) : (
        <div style={{ display: 'grid', gap: token.marginSM }}>
          {groups.groups.map((group, index) => (
            <GroupCard key={group.members.map((member) => member.submission.id).join('-')} group={group} number={index + 1} pairPath={pairPath} showPairs={showPairs} />
          ))}
        </div>
      )}
    </Spin>
  );
}
