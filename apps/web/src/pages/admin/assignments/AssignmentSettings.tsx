import { useEffect, useState } from 'react';
import { Alert, Form, message, theme } from 'antd';
import { useNavigate } from 'react-router';
import { assignmentSettingsOff, type Assignment, type AssignmentUpdate, type Course } from '@marginalia/contracts';
import { adminCoursePath } from '../../../routing/adminPaths';
import { showServerErrors } from '../../../api/serverErrors';
import { SettingsOffNote } from '../settings/SettingsOffNote';
import { ASSIGNMENT_FIELDS, changedAssignmentSettings, formValuesOf, type AssignmentFormValues } from './assignmentForm';
import { AssignmentSettingsFields } from './AssignmentSettingsFields';
import { PublishConfirmDialog } from './publish/PublishConfirmDialog';
import { usableZone } from './dates/zonedTime';
import type { AssignmentActions } from './useAssignments';
import { StickySaveBar } from '../../../components/StickySaveBar';

interface AssignmentSettingsProps {
  course: Course;
  assignment: Assignment;
  update: AssignmentActions['update'];
}

/** The Settings tab of one assignment: every setting in one form that saves only what changed. */
export function AssignmentSettings({ course, assignment, update }: AssignmentSettingsProps) {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [form] = Form.useForm<AssignmentFormValues>();
  const [dirty, setDirty] = useState(false);
  const [general, setGeneral] = useState<string[]>([]);
  const [messages, messageHolder] = message.useMessage();
  const zone = usableZone(course.timezone);
  const readOnly = course.archived;

  // A switch flipped in the list, or a save here, changes the assignment; an untouched form follows it.
  useEffect(() => {
    if (!dirty) form.setFieldsValue(formValuesOf(assignment, zone));
  }, [assignment, zone, dirty, form]);

  // Saving with "Published" newly on shows students their grades: it waits for the admin to confirm.
  const [confirming, setConfirming] = useState<AssignmentUpdate | null>(null);

  function save(values: AssignmentFormValues) {
    const changes = changedAssignmentSettings(assignment, values, zone);
    if (Object.keys(changes).length === 0) return;
    if (changes.isReleased === true && !assignment.isReleased) setConfirming(changes);
    else store(changes);
  }

  function store(changes: AssignmentUpdate) {
    setGeneral([]);
    update.mutate(
      { id: assignment.id, changes },
      {
        onSuccess: async (updated) => {
          form.setFieldsValue(formValuesOf(updated, zone));
          setDirty(false);
          void messages.success('Settings saved.');
          // The URL names the assignment, so a rename moves it.
          if (updated.name !== assignment.name) await navigate(adminCoursePath(course, 'assignments', updated.name), { replace: true });
        },
        onError: (error) => setGeneral(showServerErrors(form, error, ASSIGNMENT_FIELDS)),
        onSettled: () => setConfirming(null),
      },
    );
  }

  function discard() {
    form.setFieldsValue(formValuesOf(assignment, zone));
    form.setFields(ASSIGNMENT_FIELDS.map((name) => ({ name, errors: [] })));
    setDirty(false);
    setGeneral([]);
  }

  return (
    <div style={{ maxWidth: 760 }}>
      {messageHolder}
      {!readOnly && <SettingsOffNote label="Settings that are off" notes={assignmentSettingsOff(assignment)} />}
      {confirming && (
        <PublishConfirmDialog
          course={course}
          assignment={assignment}
          publishing={update.isPending}
          onConfirm={() => store(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
      <Form<AssignmentFormValues>
        form={form}
        name="assignmentSettings"
        layout="vertical"
        initialValues={formValuesOf(assignment, zone)}
        disabled={readOnly}
        onValuesChange={(_, values) => setDirty(Object.keys(changedAssignmentSettings(assignment, values, zone)).length > 0)}
        onFinish={save}
        requiredMark={false}
      >
        {general.length > 0 && <Alert type="error" showIcon title={general.join(' ')} style={{ marginBottom: token.margin }} />}
        <AssignmentSettingsFields zone={zone} />
        <StickySaveBar dirty={dirty} saving={update.isPending} readOnly={readOnly} onDiscard={discard} />
      </Form>
    </div>
  );
}
