import { Form, Input, InputNumber, Switch } from 'antd';
import { LIMITS, MAX_POINTS } from '@marginalia/contracts';
import { requiredTextRules } from '../forms/textRules';
import { SettingsGroup } from '../settings/SettingsGroup';
import { ASSIGNMENT_FIELD_TEXT } from './assignmentFieldHelp';
import type { DateField, SwitchField } from './assignmentForm';
import { DeadlineInput } from './dates/DeadlineInput';

function Toggle({ name }: { name: SwitchField }) {
  const { label, help } = ASSIGNMENT_FIELD_TEXT[name];
  return (
    <Form.Item name={name} label={label} extra={help} valuePropName="checked">
      <Switch />
    </Form.Item>
  );
}

function Deadline({ name, zone }: { name: DateField; zone: string }) {
  const { label, help } = ASSIGNMENT_FIELD_TEXT[name];
  return (
    <Form.Item name={name} label={label} extra={`${help} Times are in ${zone}.`}>
      <DeadlineInput timeZone={zone} />
    </Form.Item>
  );
}

/** Every setting of an assignment, grouped by what it affects. */
export function AssignmentSettingsFields({ zone }: { zone: string }) {
  const text = ASSIGNMENT_FIELD_TEXT;
  return (
    <>
      <SettingsGroup title="General">
        <Form.Item name="name" label={text.name.label} extra={text.name.help} rules={requiredTextRules('Enter a name.', LIMITS.assignmentName)}>
          <Input maxLength={LIMITS.assignmentName + 1} style={{ maxWidth: 360 }} />
        </Form.Item>
        <Form.Item name="points" label={text.points.label} extra={text.points.help}>
          <InputNumber min={0} max={MAX_POINTS} style={{ width: 140 }} />
        </Form.Item>
      </SettingsGroup>

      <SettingsGroup title="Release">
        <Toggle name="isReleased" />
        <Toggle name="isVisible" />
        <Toggle name="hideGrades" />
        <Toggle name="hideGradersFromStudents" />
        <Toggle name="commentFeedback" />
        <Toggle name="allowRegradeRequests" />
        <Deadline name="regradeDeadline" zone={zone} />
      </SettingsGroup>

      <SettingsGroup title="Uploads">
        <Toggle name="allowStudentUpload" />
        <Deadline name="uploadDueDate" zone={zone} />
        <Toggle name="allowLateUploads" />
      </SettingsGroup>

      <SettingsGroup title="Grading">
        <Toggle name="anonymousGrading" />
        <Toggle name="additiveGrading" />
        <Toggle name="forcedRubricMode" />
        <Toggle name="collaborativeRubricMode" />
        <Toggle name="showFrequentlyUsedRubricComments" />
        <Toggle name="templateMode" />
        <Toggle name="liveFeedbackMode" />
        <Toggle name="gradeFrozen" />
      </SettingsGroup>
    </>
  );
}
