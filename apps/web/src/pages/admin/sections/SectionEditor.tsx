import { useState } from 'react';
import { Alert, Button, Drawer, Flex, Form, Input, Select } from 'antd';
import { LIMITS, type Roster, type Section } from '@marginalia/contracts';
import { showServerErrors } from '../../../api/serverErrors';
import { requiredTextRules } from '../forms/textRules';
import { sectionChanges, type SectionFormValues } from './sectionChanges';
import type { Membership } from './sectionMembership';
import { StudentPicker } from './StudentPicker';
import type { SectionActions } from './useSectionsData';

interface SectionEditorProps {
  section: Section;
  roster: Roster;
  membership: Membership;
  update: SectionActions['update'];
  readOnly: boolean;
  onClose: () => void;
}

const FIELDS = ['name', 'leaders', 'students'] as const;

/** A side panel to rename a section and choose its leaders (graders) and students. */
export function SectionEditor({ section, roster, membership, update, readOnly, onClose }: SectionEditorProps) {
  const [form] = Form.useForm<SectionFormValues>();
  const [general, setGeneral] = useState<string[]>([]);
  // Leaders who stopped grading stay listed, so that saving does not drop them without anyone noticing.
  const graders = [...new Set([...roster.graders, ...section.leaders])];

  function save(values: SectionFormValues) {
    const changes = sectionChanges(section, values);
    if (Object.keys(changes).length === 0) return onClose();
    setGeneral([]);
    update.mutate(
      { id: section.id, changes },
      { onSuccess: onClose, onError: (error) => setGeneral(showServerErrors(form, error, FIELDS)) },
    );
  }

  return (
    <Drawer
      open
      title={`Section ${section.name}`}
      size={560}
      onClose={onClose}
      footer={
        <Flex justify="end" gap="small">
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" onClick={() => form.submit()} loading={update.isPending} disabled={readOnly}>
            Save section
          </Button>
        </Flex>
      }
    >
      <Form<SectionFormValues>
        form={form}
        name="editSection"
        layout="vertical"
        disabled={readOnly}
        initialValues={{ name: section.name, leaders: section.leaders, students: section.students }}
        onFinish={save}
        requiredMark={false}
      >
        {general.length > 0 && <Alert type="error" showIcon title={general.join(' ')} style={{ marginBottom: 16 }} />}
        <Form.Item
          name="name"
          label="Section name"
          rules={requiredTextRules('Enter a name for the section.', LIMITS.sectionName)}
        >
          <Input showCount maxLength={LIMITS.sectionName} />
        </Form.Item>
        <Form.Item name="leaders" label="Leaders" extra="Graders who lead this section see its students' submissions.">
          <Select
            mode="multiple"
            options={graders.map((email) => ({ value: email, label: email }))}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Choose graders"
            notFoundContent="No grader matches"
          />
        </Form.Item>
        <Form.Item
          name="students"
          label="Students"
          extra="A student is in one section at most: adding someone here takes them out of their current section."
        >
          <StudentPicker sectionId={section.id} students={roster.students} membership={membership} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
