import { useState } from 'react';
import { Alert, Form, message, theme } from 'antd';
import { courseSettingsOff, type Course } from '@marginalia/contracts';
import { showServerErrors } from '../../../api/serverErrors';
import { ArchiveCourse } from './ArchiveCourse';
import { LmsLinkSection } from './LmsLinkSection';
import { SettingsFields } from './SettingsFields';
import { SettingsOffNote } from './SettingsOffNote';
import { changedSettings, formValuesOf, SETTINGS_FIELDS, type SettingsValues } from './settingsForm';
import { useUpdateCourse } from './useUpdateCourse';
import { StickySaveBar } from '../../../components/StickySaveBar';

/** The Settings tab: every course setting in one form that saves only what changed; the LMS link; then archiving. */
export function SettingsPanel({ course }: { course: Course }) {
  const { token } = theme.useToken();
  const [form] = Form.useForm<SettingsValues>();
  const [dirty, setDirty] = useState(false);
  const [general, setGeneral] = useState<string[]>([]);
  const [messages, messageHolder] = message.useMessage();
  const update = useUpdateCourse(course);

  function save(values: SettingsValues) {
    const changes = changedSettings(course, values);
    if (Object.keys(changes).length === 0) return;
    setGeneral([]);
    update.mutate(changes, {
      onSuccess: (updated) => {
        form.setFieldsValue(formValuesOf(updated));
        setDirty(false);
        void messages.success('Settings saved.');
      },
      onError: (error) => setGeneral(showServerErrors(form, error, SETTINGS_FIELDS)),
    });
  }

  function discard() {
    form.setFieldsValue(formValuesOf(course));
    form.setFields(SETTINGS_FIELDS.map((name) => ({ name, errors: [] })));
    setDirty(false);
    setGeneral([]);
  }

  return (
    <div style={{ maxWidth: 760 }}>
      {messageHolder}
      {!course.archived && <SettingsOffNote label="Settings that are off" notes={courseSettingsOff(course, 'here')} />}
      <Form<SettingsValues>
        form={form}
        name="courseSettings"
        layout="vertical"
        initialValues={formValuesOf(course)}
        disabled={course.archived}
        onValuesChange={(_, values) => setDirty(Object.keys(changedSettings(course, values)).length > 0)}
        onFinish={save}
        requiredMark={false}
      >
        {general.length > 0 && <Alert type="error" showIcon title={general.join(' ')} style={{ marginBottom: token.margin }} />}
        <SettingsFields course={course} />
        <StickySaveBar dirty={dirty} saving={update.isPending} readOnly={course.archived} onDiscard={discard} marginBottom={token.margin} />
      </Form>
      <LmsLinkSection course={course} />
      <ArchiveCourse course={course} />
    </div>
  );
}
