import { useState } from 'react';
import { Alert, Button, Form, InputNumber, Select, theme } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import {
  SIMILARITY_LANGUAGE_LABELS,
  SIMILARITY_LANGUAGES,
  SIMILARITY_MAX_EARLIER_ASSIGNMENTS,
  SIMILARITY_MIN_MATCH_TOKENS,
  type SimilarityLanguage,
  type StartSimilarityCheck,
} from '@marginalia/contracts';
import { fetchSubmissionOverview, submissionQueryKeys } from '../../../../api/submissions';
import { plural } from '../../../../format/plural';
import { notifyFailure, validationErrorsOf } from '../../../../api/serverErrors';
import { useEarlierOfferings } from './useEarlierOfferings';

export interface StartCheckValues {
  language: SimilarityLanguage;
  minimumMatchTokens: number;
  earlierAssignments: number[];
  baseSubmission: number | null;
}

const FIELDS = ['language', 'minimumMatchTokens', 'earlierAssignments', 'baseSubmission'] as const;

const INITIAL: StartCheckValues = { language: 'auto', minimumMatchTokens: SIMILARITY_MIN_MATCH_TOKENS.default, earlierAssignments: [], baseSubmission: null };

interface StartCheckFormProps {
  courseId: number;
  assignmentId: number;
  /** Why no check can start now (one is running, the course is archived); null when one can. */
  blockedBy: string | null;
  starting: boolean;
  start(values: StartSimilarityCheck): Promise<unknown>;
}

/** The settings of a new check: language, match length, earlier offerings and a base submission. */
export function StartCheckForm({ courseId, assignmentId, blockedBy, starting, start }: StartCheckFormProps) {
  const { token } = theme.useToken();
  const [form] = Form.useForm<StartCheckValues>();
  const [general, setGeneral] = useState<string[]>([]);
  const earlier = useEarlierOfferings(courseId);
  const overview = useQuery({ queryKey: submissionQueryKeys.overview(assignmentId), queryFn: () => fetchSubmissionOverview(assignmentId) });
  const submissions = overview.data?.rows ?? [];
  const chosenEarlier = Form.useWatch('earlierAssignments', form) ?? [];

  async function submit(values: StartCheckValues) {
    setGeneral([]);
    try {
      await start(values);
    } catch (error) {
      const errors = validationErrorsOf(error);
      if (!errors) return notifyFailure(error);
      const fields: { name: string; errors: string[] }[] = [];
      const rest: string[] = [];
      for (const [name, messages] of Object.entries(errors)) {
        if ((FIELDS as readonly string[]).includes(name)) fields.push({ name, errors: messages });
        else rest.push(...messages);
      }
      form.setFields(fields as Parameters<typeof form.setFields>[0]);
      setGeneral(rest);
    }
  }

  const tooFew = overview.data !== undefined && submissions.length < 2 && chosenEarlier.length === 0;

  return (
    <Form<StartCheckValues> form={form} name={`similarity-${assignmentId}`} layout="vertical" requiredMark={false} initialValues={INITIAL} onFinish={(values) => void submit(values)}>
      {general.length > 0 && <Alert type="error" showIcon title={general.join(' ')} style={{ marginBottom: token.marginSM }} />}
      {tooFew && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: token.marginSM }}
          title={
            submissions.length === 0
              ? 'No submissions yet: a check needs at least two to compare.'
              : 'Only one submission so far: a check needs a second one, or an earlier offering to compare it with.'
          }
        />
      )}
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))', columnGap: token.marginSM }}>
        <Form.Item name="language" label="Language">
          <Select options={SIMILARITY_LANGUAGES.map((value) => ({ value, label: SIMILARITY_LANGUAGE_LABELS[value] }))} />
        </Form.Item>
        <Form.Item
          name="minimumMatchTokens"
          label="Minimum match length (tokens)"
          extra="Shorter runs of matching code do not count. Lower finds more, and more by chance."
        >
          <InputNumber min={SIMILARITY_MIN_MATCH_TOKENS.min} max={SIMILARITY_MIN_MATCH_TOKENS.max} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </div>
      <Form.Item
        name="earlierAssignments"
        label="Earlier offerings to compare against"
        extra={`Assignments of your other courses; their submissions are compared with this one's, not with each other. At most ${SIMILARITY_MAX_EARLIER_ASSIGNMENTS}.`}
        rules={[{ type: 'array', max: SIMILARITY_MAX_EARLIER_ASSIGNMENTS, message: `Choose at most ${SIMILARITY_MAX_EARLIER_ASSIGNMENTS} assignments.` }]}
      >
        <Select
          mode="multiple"
          allowClear
          loading={earlier.isPending}
          placeholder={earlier.isPending || earlier.offerings.length > 0 ? 'None' : 'You administer no other course with assignments'}
          optionFilterProp="label"
          options={earlier.offerings.map(({ course, assignments }) => ({
            label: `${course.name}, ${course.period}${course.archived ? ' (archived)' : ''}`,
            title: `${course.name}, ${course.period}`,
            options: assignments.map((assignment) => ({ value: assignment.id, label: `${assignment.name} (${course.name}, ${course.period})` })),
          }))}
        />
      </Form.Item>
      <Form.Item name="baseSubmission" label="Base submission" extra="A submission holding starter code besides the file templates: code it contains never counts as a match.">
        <Select
          allowClear
          placeholder="None"
          optionFilterProp="label"
          loading={overview.isPending}
          options={submissions.map((row) => ({ value: row.id, label: `${row.students.join(', ') || 'No students'} (#${row.id})` }))}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={starting} disabled={blockedBy !== null}>
        Start a check
      </Button>
      {blockedBy !== null && <span style={{ marginLeft: token.marginSM, color: token.colorTextSecondary }}>{blockedBy}</span>}
      {submissions.length > 0 && blockedBy === null && (
        <span style={{ marginLeft: token.marginSM, color: token.colorTextSecondary }}>{plural(submissions.length, 'submission')} of this assignment</span>
      )}
    </Form>
  );
}
