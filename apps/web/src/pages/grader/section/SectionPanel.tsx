import { Flex, Table, Typography, theme } from 'antd';
import type { SubmissionOverview } from '@marginalia/contracts';
import { compareText } from '../submissions/overviewFilters';
import { gradeColumn, graderColumn, sectionsColumn, stateColumn, studentsColumn, testsColumn } from '../submissions/submissionColumns';
import { SubmissionTable } from '../submissions/SubmissionTable';

interface Props {
  overview: SubmissionOverview;
  points: number;
  me: string;
  mySections: ReadonlySet<string>;
}

type Missing = SubmissionOverview['missingStudents'][number];

/** The students of the sections the caller leads: their submissions, and who has not submitted yet. */
export function SectionPanel({ overview, points, me, mySections }: Props) {
  const { token } = theme.useToken();
  const rows = overview.rows.filter((row) => row.inMySection);
  const missing = overview.missingStudents
    .filter((entry) => entry.section !== null && mySections.has(entry.section))
    .sort((a, b) => compareText(a.student, b.student));
  const names = [...mySections].sort(compareText).join(', ');

  return (
    <Flex vertical gap={token.marginLG}>
      <Typography.Text type="secondary">
        {mySections.size === 1 ? 'You lead section ' : 'You lead sections '}
        {names}.
      </Typography.Text>
      <div>
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          Submissions ({rows.length})
        </Typography.Title>
        <SubmissionTable
          label="Submissions of my sections"
          rows={rows}
          columns={[studentsColumn(), sectionsColumn(), graderColumn(me), stateColumn(), gradeColumn(points), testsColumn()]}
          empty="No student of your sections has submitted yet."
        />
      </div>
      <section aria-label="Not submitted">
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          Not submitted ({missing.length})
        </Typography.Title>
        <Table<Missing>
          size="small"
          rowKey="student"
          dataSource={missing}
          pagination={false}
          locale={{ emptyText: 'Every student of your sections has submitted.' }}
          columns={[
            { title: 'Student', dataIndex: 'student', key: 'student' },
            { title: 'Section', dataIndex: 'section', key: 'section', width: 160 },
          ]}
        />
      </section>
    </Flex>
  );
}
