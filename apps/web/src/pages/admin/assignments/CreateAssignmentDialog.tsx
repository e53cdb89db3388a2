import { useState } from 'react';
import { Alert, Form, Input, InputNumber, Modal, Switch, theme } from 'antd';
import { ASSIGNMENT_DEFAULTS, LIMITS, MAX_POINTS, type Assignment, type Course } from '@marginalia/contracts';
import { requiredTextRules } from '../forms/textRules';
import { showServerErrors } from '../../../api/serverErrors';
import { ASSIGNMENT_FIELD_TEXT } from './assignmentFieldHelp';
import { DeadlineInput } from './dates/DeadlineInput';
import { fromZonedInput, usableZone } from './dates/zonedTime';
import type { AssignmentActions } from './useAssignments';

interface CreateValues {
  name: string;
  points: number;
  isReleased: boolean;
  isVisible: boolean;
  allowStudentUpload: boolean;
  uploadDueDate: string;
  anonymousGrading: boolean;
}

const CREATE_FIELDS = ['name', 'points', 'isReleased', 'isVisible', 'allowStudentUpload', 'uploadDueDate', 'anonymousGrading'] as const;

interface CreateAssignmentDialogProps {
  course: Course;
  /** The assignments as listed; the new one goes last. */
  assignments: readonly Assignment[];
  create: AssignmentActions['create'];
  onCreated: (assignment: Assignment) => void;
  onClose: () => void;
}

/** "New assignment": a name, its points and the settings most courses set first; the rest in its Settings tab. */
export function CreateAssignmentDialog({ course, assignments, create, onCreated, onClose }: CreateAssignmentDialogProps) {
  const { token } = theme.useToken();
  const [form] = Form.useForm<CreateValues>();
  const [general, setGeneral] = useState<string[]>([]);
  const zone = usableZone(course.timezone);
  const text = ASSIGNMENT_FIELD_TEXT;

  function submit(values: CreateValues) {
    setGeneral([]);
    const lastKey = assignments.reduce((max, assignment) => Math.max(max, assignment.sortKey), -1);
    create.mutate(
      {
        ...values,
        name: values.name.trim(),
        uploadDueDate: values.uploadDueDate ? fromZonedInput(values.uploadDueDate, zone) : null,
        // Positions are the keys once reordered; after the last one the new assignment shows at the end.
        sortKey: Math.max(lastKey + 1, assignments.length),
      },
      {
        onSuccess: onCreated,
        onError: (error) => setGeneral(showServerErrors(form, error, CREATE_FIELDS)),
      },
    );
  }

  const toggle = (name: keyof typeof text) => (
    <Form.Item name={name} label={text[name].label} extra={text[name].help} valuePropName="checked">
      <Switch />
    </Form.Item>
  );

  return (
    <Modal
      open
      title="New assignment"
      okText="Create assignment"
      confirmLoading={create.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<CreateValues>
        form={form}
        name="createAssignment"
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        initialValues={{
          name: '',
          points: ASSIGNMENT_DEFAULTS.points,
          isReleased: ASSIGNMENT_DEFAULTS.isReleased,
          isVisible: ASSIGNMENT_DEFAULTS.isVisible,
          allowStudentUpload: ASSIGNMENT_DEFAULTS.allowStudentUpload,
          uploadDueDate: '',
          anonymousGrading: course.anonymousGradingDefault,
        }}
      >
        {general.length > 0 && <Alert type="error" showIcon title={general.join(' ')} style={{ marginBottom: token.margin }} />}
        <Form.Item name="name" label={text.name.label} extra={text.name.help} rules={requiredTextRules('Enter a name.', LIMITS.assignmentName)}>
          <Input autoFocus maxLength={LIMITS.assignmentName + 1} />
        </Form.Item>
        <Form.Item name="points" label={text.points.label} extra={text.points.help} rules={[{ required: true, message: 'Enter the points (0 or more).' }]}>
          <InputNumber min={0} max={MAX_POINTS} style={{ width: 140 }} />
        </Form.Item>
        {toggle('isVisible')}
        {toggle('isReleased')}
        {toggle('allowStudentUpload')}
        <Form.Item name="uploadDueDate" label={text.uploadDueDate.label} extra={`${text.uploadDueDate.help} Times are in ${zone}.`}>
          <DeadlineInput timeZone={zone} />
        </Form.Item>
        {toggle('anonymousGrading')}
      </Form>
    </Modal>
  );
}
