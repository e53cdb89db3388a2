import { useState } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { DEFAULT_TIMEZONE, LIMITS, type Course, type MyCourses } from '@marginalia/contracts';
import { courseQueryKeys, createCourse } from '../../../api/courses';
import { adminCoursePath } from '../adminPaths';
import { showServerErrors } from '../forms/serverErrors';
import { TimeZoneSelect } from './TimeZoneSelect';

interface NewCourse {
  name: string;
  period: string;
  timezone: string;
}

const FIELDS = ['name', 'period', 'timezone'] as const;

/** The "Create course" dialog: name, period and time zone; opens the new course when it is created. */
export function CreateCourseDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<NewCourse>();
  const [general, setGeneral] = useState<string[]>([]);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const create = useMutation({
    mutationFn: (values: NewCourse) =>
      createCourse({ name: values.name.trim(), period: values.period.trim(), timezone: values.timezone }, { quiet: true }),
    onSuccess: async (course: Course) => {
      queryClient.setQueryData(courseQueryKeys.one(course.id), course);
      // The new course must be in the list before the console opens it, or it would read as "not found".
      queryClient.setQueryData<MyCourses>(courseQueryKeys.mine, (mine) =>
        mine && { ...mine, courseadminCourses: [...mine.courseadminCourses, { id: course.id, name: course.name, period: course.period, archived: false }] },
      );
      void queryClient.invalidateQueries({ queryKey: courseQueryKeys.mine });
      close();
      await navigate(adminCoursePath(course, 'settings'));
    },
    onError: (error) => setGeneral(showServerErrors(form, error, FIELDS)),
  });

  function close() {
    form.resetFields();
    setGeneral([]);
    onClose();
  }

  return (
    <Modal
      open={open}
      title="Create course"
      okText="Create course"
      onOk={() => form.submit()}
      onCancel={close}
      confirmLoading={create.isPending}
      destroyOnHidden
    >
      <Form<NewCourse>
        form={form}
        layout="vertical"
        initialValues={{ name: '', period: '', timezone: DEFAULT_TIMEZONE }}
        onFinish={(values) => {
          setGeneral([]);
          create.mutate(values);
        }}
        requiredMark={false}
      >
        {general.length > 0 && <Alert type="error" showIcon title={general.join(' ')} style={{ marginBottom: 16 }} />}
        <Form.Item
          name="name"
          label="Course name"
          extra="As students will see it, e.g. Intro to Programming."
          rules={[
            { required: true, whitespace: true, message: 'Enter the course name.' },
            { max: LIMITS.courseName, message: `At most ${LIMITS.courseName} characters.` },
          ]}
        >
          <Input autoFocus showCount maxLength={LIMITS.courseName} />
        </Form.Item>
        <Form.Item
          name="period"
          label="Period"
          extra="The term, e.g. Fall 2026. A name and period pair is unique in your organization."
          rules={[
            { required: true, whitespace: true, message: 'Enter the period.' },
            { max: LIMITS.coursePeriod, message: `At most ${LIMITS.coursePeriod} characters.` },
          ]}
        >
          <Input showCount maxLength={LIMITS.coursePeriod} />
        </Form.Item>
        <Form.Item name="timezone" label="Time zone" extra="Due dates and times are shown in this zone.">
          <TimeZoneSelect />
        </Form.Item>
        {/* Enter in a field submits, as in every form; the button lives in the dialog's footer. */}
        <button type="submit" hidden />
      </Form>
    </Modal>
  );
}
