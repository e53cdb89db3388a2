import { Form, Input, InputNumber, Switch } from 'antd';
import type { Course } from '@marginalia/contracts';
import { CourseIdentityFields } from '../courses/CourseIdentityFields';
import { InviteCodeField } from './InviteCodeField';
import { SettingsGroup } from './SettingsGroup';
import type { SettingsField } from './settingsForm';

/** A yes/no setting: the label says what "on" means, the help says what follows from it. */
function Toggle({ name, label, help }: { name: SettingsField; label: string; help: string }) {
  return (
    <Form.Item name={name} label={label} extra={help} valuePropName="checked">
      <Switch />
    </Form.Item>
  );
}

/** Every setting of a course, grouped by what it affects. */
export function SettingsFields({ course }: { course: Course }) {
  return (
    <>
      <SettingsGroup title="Course">
        <CourseIdentityFields periodHelp="The term, e.g. Fall 2026. Renaming the course or its period changes its links in this console." />
      </SettingsGroup>

      <SettingsGroup title="Grading">
        <Toggle
          name="activateQueue"
          label="Grading queue"
          help="Graders claim the next ungraded submission from a shared queue."
        />
        <Toggle
          name="sendReleasedSubmissionsToBack"
          label="Send released submissions to the back of the queue"
          help="When a grader gives a claimed submission back, it goes to the end of the queue instead of the front."
        />
        <Toggle
          name="anonymousGradingDefault"
          label="Anonymous grading for new assignments"
          help="Graders see pseudonyms instead of students' names. Each assignment can change this."
        />
        <Toggle
          name="allowGradersToEditRubric"
          label="Graders may edit rubrics"
          help="Otherwise only admins change rubric categories and comments."
        />
        <Toggle
          name="noUnfinalize"
          label="Graders cannot reopen finished submissions"
          help="Only admins can unfinalize a submission that was marked done."
        />
        <Form.Item
          name="minComments"
          label="Minimum comments per submission"
          extra="A grader cannot mark a submission done with fewer comments. 0 means no minimum."
          rules={[{ required: true, message: 'Enter a number (0 for no minimum).' }]}
        >
          <InputNumber min={0} max={1000} precision={0} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item
          name="lateDayCreditsAllowable"
          label="Late-day credits per student"
          extra="How many late days each student may spend over the course. Leave empty if the course does not use late-day credits."
        >
          <InputNumber min={0} max={1000} precision={0} placeholder="None" style={{ width: 140 }} />
        </Form.Item>
      </SettingsGroup>

      <SettingsGroup title="Students">
        <Toggle
          name="showStudentsStatistics"
          label="Show grade statistics to students"
          help="Students see the mean and median of each assignment with their published feedback."
        />
        <Toggle
          name="enableStudentFeedbackNotifications"
          label="E-mail students when feedback is published"
          help="Each student gets an e-mail when feedback on their submission becomes visible."
        />
        <Toggle
          name="emailNewUsers"
          label="E-mail people added to the roster"
          help="People without an account get an e-mail with a link to set their password."
        />
      </SettingsGroup>

      <SettingsGroup title="Joining with an invite code">
        <InviteCodeField course={course} />
        <Toggle
          name="inviteCodeEnabled"
          label="Students can join with the invite code"
          help="Anyone with the code can join the course as a student on the Join a Course page."
        />
        <Form.Item
          name="emailWhitelist"
          label="E-mail whitelist"
          extra={
            'Only addresses that match may join with the code, e.g. @school.edu. Separate several with commas or ' +
            'new lines. Leave empty to let anyone join.'
          }
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={2000} />
        </Form.Item>
      </SettingsGroup>
    </>
  );
}
