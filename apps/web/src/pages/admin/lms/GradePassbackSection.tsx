import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SendOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, List, Table, Tag, Tooltip, Typography, message, theme, type TableColumnsType } from 'antd';
import type { Course, LtiAssignmentPassback } from '@marginalia/contracts';
import { ltiCourseKeys, sendGradesNow } from '../../../api/ltiCourse';
import { LoadFailed, LoadingState } from '../../../components/LoadStates';
import { formatCourseDate } from '../../../format/courseDate';
import { LINE_ITEM_ORIGIN_LABELS, LMS_PANEL_TEXTS } from './lmsPanelTexts';
import { useGradePassback } from './useLmsLink';

/** The counts of a row as tags: what the LMS holds, what waits, whom it does not know, what it refused. */
function Standing({ row }: { row: LtiAssignmentPassback }) {
  if (!row.shown) return <Tag>{LMS_PANEL_TEXTS.notShown}</Tag>;
  return (
    <Flex wrap gap={4}>
      <Tag color="success">{`${row.sent} in the LMS`}</Tag>
      {row.waiting > 0 && <Tag color={row.running ? 'processing' : 'warning'}>{`${row.waiting} waiting`}</Tag>}
      {row.refused.length > 0 && <Tag color="error">{`${row.refused.length} refused`}</Tag>}
      {row.unknown > 0 && (
        <Tooltip title="Students the LMS does not know: they never opened Marginalia from the LMS and no roster sync listed them.">
          <Tag>{`${row.unknown} not in the LMS`}</Tag>
        </Tooltip>
      )}
    </Flex>
  );
}

/** Each assignment's grades in the LMS gradebook, with "Send grades now" and the students the LMS refused. */
export function GradePassbackSection({ course }: { course: Course }) {
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const [messages, messageHolder] = message.useMessage();
  const passback = useGradePassback(course.id, true);
  const send = useMutation({
    mutationFn: (row: LtiAssignmentPassback) => sendGradesNow(row.assignmentId),
    onSuccess: (_, row) => {
      void messages.success(LMS_PANEL_TEXTS.sendQueued(row.name));
      void queryClient.invalidateQueries({ queryKey: ltiCourseKeys.grades(course.id) });
    },
  });
  const date = (iso: string | null) => (iso === null ? '—' : formatCourseDate(iso, course.timezone));

  const heading = (
    <h3 id="lms-grades" style={{ margin: `0 0 ${token.marginSM}px`, fontSize: token.fontSizeHeading5, color: token.colorTextHeading }}>
      {LMS_PANEL_TEXTS.gradesHeading}
    </h3>
  );
  if (passback.isPending) return <LoadingState label="Loading the grades sent to the LMS" />;
  if (passback.isError) return <LoadFailed what="the grades sent to the LMS" onRetry={() => void passback.refetch()} />;
  const data = passback.data;

  const columns: TableColumnsType<LtiAssignmentPassback> = [
    { title: 'Assignment', key: 'name', render: (_, row) => <span style={{ overflowWrap: 'anywhere' }}>{row.name}</span> },
    { title: 'Students', key: 'standing', render: (_, row) => <Standing row={row} /> },
    {
      title: 'Gradebook column',
      key: 'lineItem',
      render: (_, row) =>
        row.lastError ? (
          <Typography.Text type="danger" style={{ overflowWrap: 'anywhere' }}>
            {row.lastError}
          </Typography.Text>
        ) : row.lineItem ? (
          <Typography.Text type="secondary">{row.lineItem.origin ? LINE_ITEM_ORIGIN_LABELS[row.lineItem.origin] : 'Known'}</Typography.Text>
        ) : (
          '—'
        ),
    },
    { title: 'Last sent', key: 'last', render: (_, row) => date(row.lastPassback) },
    {
      title: 'Send',
      key: 'actions',
      render: (_, row) => (
        <Button
          size="small"
          icon={<SendOutlined />}
          disabled={!row.shown || !data.offered || course.archived}
          loading={send.isPending && send.variables?.assignmentId === row.assignmentId}
          onClick={() => send.mutate(row)}
          aria-label={`${LMS_PANEL_TEXTS.sendNow}: ${row.name}`}
        >
          {LMS_PANEL_TEXTS.sendNow}
        </Button>
      ),
    },
  ];

  return (
    <section aria-labelledby="lms-grades">
      {messageHolder}
      {heading}
      {!data.offered && <Alert type="info" showIcon title={LMS_PANEL_TEXTS.gradesNotOffered} style={{ marginBottom: token.marginSM }} />}
      <Table<LtiAssignmentPassback>
        rowKey="assignmentId"
        size="small"
        columns={columns}
        dataSource={data.assignments}
        pagination={false}
        locale={{ emptyText: LMS_PANEL_TEXTS.noAssignments }}
        scroll={{ x: 'max-content' }}
        expandable={{
          rowExpandable: (row) => row.refused.length > 0,
          expandedRowRender: (row) => (
            <List
              size="small"
              header={<Typography.Text strong>Refused by the LMS</Typography.Text>}
              dataSource={row.refused}
              renderItem={(refusal) => (
                <List.Item>
                  <Flex vertical>
                    <Typography.Text>{refusal.email}</Typography.Text>
                    <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>{`${refusal.error} (${date(refusal.at)})`}</Typography.Text>
                  </Flex>
                </List.Item>
              )}
            />
          ),
        }}
      />
    </section>
  );
}
