import { Form, Input } from 'antd';
import { LIMITS } from '@marginalia/contracts';
import { requiredTextRules } from '../forms/textRules';
import { TimeZoneSelect } from './TimeZoneSelect';

/** Name, period and time zone: what the create dialog asks and the settings panel edits. */
export function CourseIdentityFields({ nameHelp, periodHelp, autoFocus }: { nameHelp?: string; periodHelp: string; autoFocus?: boolean }) {
  return (
    <>
      <Form.Item name="name" label="Course name" extra={nameHelp} rules={requiredTextRules('Enter the course name.', LIMITS.courseName)}>
        <Input autoFocus={autoFocus} showCount maxLength={LIMITS.courseName} />
      </Form.Item>
      <Form.Item name="period" label="Period" extra={periodHelp} rules={requiredTextRules('Enter the period.', LIMITS.coursePeriod)}>
        <Input showCount maxLength={LIMITS.coursePeriod} />
      </Form.Item>
      <Form.Item name="timezone" label="Time zone" extra="Due dates and times are shown in this zone.">
        <TimeZoneSelect />
      </Form.Item>
    </>
  );
}
