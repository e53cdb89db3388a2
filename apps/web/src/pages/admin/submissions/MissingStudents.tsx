import { Collapse, Table, Typography } from 'antd';
import type { SubmissionOverview } from '@marginalia/contracts';

type Missing = SubmissionOverview['missingStudents'][number];

/** Active students with no submission for the assignment, folded away under their count. */
export function MissingStudents({ students }: { students: readonly Missing[] }) {
  const label = `Did not submit (${students.length})`;
  return (
    <Collapse
      size="small"
      items={[
        {
          key: 'missing',
          label,
          children:
            students.length === 0 ? (
              <Typography.Text type="secondary">Every student has a submission.</Typography.Text>
            ) : (
              <Table<Missing>
                size="small"
                rowKey="student"
                dataSource={[...students]}
                pagination={{ pageSize: 20, hideOnSinglePage: true }}
                columns={[
                  { title: 'Student', dataIndex: 'student', key: 'student', sorter: (a, b) => a.student.localeCompare(b.student), defaultSortOrder: 'ascend' },
                  {
                    title: 'Section',
                    dataIndex: 'section',
                    key: 'section',
                    render: (section: string | null) => section ?? <Typography.Text type="secondary">—</Typography.Text>,
                  },
                ]}
              />
            ),
        },
      ]}
    />
  );
}
