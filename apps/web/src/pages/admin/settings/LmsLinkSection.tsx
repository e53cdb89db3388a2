import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, message, Popconfirm, Select, Skeleton, Typography, theme } from 'antd';
import { LTI_LINK_TEXTS, type Course, type CourseSummary } from '@marginalia/contracts';
import { courseQueryKeys, fetchMyCourses } from '../../../api/courses';
import { fetchCourseLtiLink, ltiLinkQueryKey, moveCourseLtiLink, unlinkCourseLti } from '../../../api/ltiCourseLink';
import { notifyFailure, validationErrorsOf } from '../../../api/serverErrors';
import { SettingsGroup } from './SettingsGroup';

// The course settings' "LMS link" (docs/LMS.md, "Relinking a course"): which LMS course this course is linked to,
// and, for a course an instructor's first launch made by mistake, moving the link to the course they meant (one
// they administer) or unlinking it. Shown only when the course is linked.

const SELECT_ID = 'lms-link-target';
const label = (course: Pick<CourseSummary, 'name' | 'period'>) => `${course.name} (${course.period})`;

export function LmsLinkSection({ course }: { course: Course }) {
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const [messages, messageHolder] = message.useMessage();
  const [target, setTarget] = useState<number | undefined>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const link = useQuery({ queryKey: ltiLinkQueryKey(course.id), queryFn: () => fetchCourseLtiLink(course.id) });
  const mine = useQuery({ queryKey: courseQueryKeys.mine, queryFn: fetchMyCourses, enabled: Boolean(link.data?.links.length) });
  const targets = (mine.data?.courseadminCourses ?? []).filter((candidate) => candidate.id !== course.id && !candidate.archived);
  const targetCourse = targets.find((candidate) => candidate.id === target);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ltiLinkQueryKey(course.id) });

  const move = useMutation({
    mutationFn: (targetId: number) => moveCourseLtiLink(course.id, targetId),
    onSuccess: async (_, targetId) => {
      setTarget(undefined);
      setRefusal(null);
      await queryClient.invalidateQueries({ queryKey: ltiLinkQueryKey(targetId) });
      await refresh();
      const moved = targets.find((candidate) => candidate.id === targetId);
      void messages.success(LTI_LINK_TEXTS.moved(moved ? label(moved) : 'the chosen course'));
    },
    onError: (error) => {
      const errors = validationErrorsOf(error);
      if (errors) setRefusal(Object.values(errors).flat().join(' '));
      else notifyFailure(error);
    },
  });
  const unlink = useMutation({
    mutationFn: () => unlinkCourseLti(course.id),
    onSuccess: async () => {
      await refresh();
      void messages.success(LTI_LINK_TEXTS.unlinked);
    },
  });

  const links = link.data?.links ?? [];
  const linked = links.length > 0 && (
    <SettingsGroup title={LTI_LINK_TEXTS.title}>
      <Typography.Paragraph>
        {LTI_LINK_TEXTS.linkedTo}{' '}
        {links.map((one, index) => (
          <span key={index}>
            {index > 0 && ', '}
            <strong>{one.contextTitle || one.contextLabel}</strong>
            {one.contextLabel && one.contextTitle ? ` (${one.contextLabel})` : ''} in {one.platformName}
          </span>
        ))}
        .
      </Typography.Paragraph>
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: token.marginSM }} />}
      <Form layout="vertical" component="div" disabled={course.archived}>
        <Form.Item label={LTI_LINK_TEXTS.moveLabel} htmlFor={SELECT_ID} extra={LTI_LINK_TEXTS.moveHelp} style={{ marginBottom: token.marginSM }}>
          <Flex gap={token.marginXS} wrap>
            <Select
              id={SELECT_ID}
              style={{ flex: '1 1 220px', minWidth: 0 }}
              placeholder={LTI_LINK_TEXTS.movePlaceholder}
              value={target}
              onChange={(value: number) => {
                setTarget(value);
                setRefusal(null);
              }}
              loading={mine.isPending}
              options={targets.map((candidate) => ({ value: candidate.id, label: label(candidate) }))}
              showSearch={{ optionFilterProp: 'label' }}
            />
            <Popconfirm
              title={targetCourse ? LTI_LINK_TEXTS.confirmMove(label(targetCourse)) : ''}
              okText={LTI_LINK_TEXTS.move}
              disabled={!targetCourse}
              onConfirm={() => targetCourse && move.mutate(targetCourse.id)}
            >
              <Button type="primary" disabled={!targetCourse} loading={move.isPending}>
                {LTI_LINK_TEXTS.move}
              </Button>
            </Popconfirm>
            <Popconfirm title={LTI_LINK_TEXTS.confirmUnlink} okText={LTI_LINK_TEXTS.unlink} okButtonProps={{ danger: true }} onConfirm={() => unlink.mutate()}>
              <Button danger loading={unlink.isPending}>
                {LTI_LINK_TEXTS.unlink}
              </Button>
            </Popconfirm>
          </Flex>
        </Form.Item>
      </Form>
    </SettingsGroup>
  );

  // The message holder stays where it is when the section goes (after a move or an unlink), so the message shows.
  return (
    <>
      {messageHolder}
      {link.isPending ? <Skeleton active paragraph={{ rows: 1 }} /> : linked}
    </>
  );
}
