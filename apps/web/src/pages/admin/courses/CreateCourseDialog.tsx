import { useState } from 'react';
import { Alert, Form, Modal } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { DEFAULT_TIMEZONE, type Course } from '@marginalia/contracts';
import { createCourse } from '../../../api/courses';
import { adminCoursePath } from '../../../routing/adminPaths';
import { showServerErrors } from '../../../api/serverErrors';
import { cacheCourse } from '../shell/courseCache';
import { CourseIdentityFields } from './CourseIdentityFields';

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
      // The new course must be in the list before the console opens it, or it would read as "not found".
      cacheCourse(queryClient, course);
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
        <CourseIdentityFields
          autoFocus
          nameHelp="As students will see it, e.g. Intro to Programming."
          periodHelp="The term, e.g. Fall 2026. A name and period pair is unique in your organization."
        />
        {/* Enter in a field submits, as in every form; the button lives in the dialog's footer. */}
        <button type="submit" hidden />
      </Form>
    </Modal>
  );
}
