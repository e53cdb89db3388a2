import { useState } from 'react';
import { Alert, Button, Checkbox, Form, Modal, Select, Table } from 'antd';
import type { Section } from '@marginalia/contracts';
import type { SectionActions } from './useSectionsData';
import { plural } from '../../../format/plural';

interface DistributeDialogProps {
  sections: readonly Section[];
  distribute: SectionActions['distribute'];
  onClose: () => void;
}

interface Outcome {
  rows: { id: number; name: string; before: number; after: number }[];
  moved: number;
}

/** Compares the sizes before and after, so the admin sees what the distribution did. */
function outcomeOf(before: readonly Section[], after: readonly Section[]): Outcome {
  const old = new Map(before.map((section) => [section.id, new Set(section.students)]));
  let moved = 0;
  const rows = after.map((section) => {
    const previous = old.get(section.id) ?? new Set<string>();
    moved += section.students.filter((email) => !previous.has(email)).length;
    return { id: section.id, name: section.name, before: previous.size, after: section.students.length };
  });
  return { rows, moved };
}

/** "Distribute students evenly": which sections, whether to move only unassigned students; then the outcome. */
export function DistributeDialog({ sections, distribute, onClose }: DistributeDialogProps) {
  const [onlyUnassigned, setOnlyUnassigned] = useState(true);
  const [chosen, setChosen] = useState<number[]>([]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  function run() {
    const before = sections;
    distribute.mutate(
      { onlyUnassigned, ...(chosen.length > 0 ? { sections: chosen } : {}) },
      { onSuccess: (after) => setOutcome(outcomeOf(before, after)) },
    );
  }

  return (
    <Modal
      open
      title="Distribute students evenly"
      onCancel={onClose}
      footer={
        outcome ? (
          <Button type="primary" onClick={onClose}>
            Done
          </Button>
        ) : (
          <>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="primary" onClick={run} loading={distribute.isPending}>
              Distribute
            </Button>
          </>
        )
      }
    >
      {outcome ? (
        <>
          <Alert
            type="success"
            showIcon
            title={outcome.moved === 0 ? 'Every student already had a section; nothing changed.' : `${plural(outcome.moved, 'student')} ${outcome.moved === 1 ? 'was' : 'were'} placed.`}
            style={{ marginBottom: 12 }}
          />
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            scroll={{ y: 320 }}
            dataSource={outcome.rows}
            columns={[
              { title: 'Section', dataIndex: 'name' },
              { title: 'Before', dataIndex: 'before', align: 'right' },
              { title: 'After', dataIndex: 'after', align: 'right' },
            ]}
          />
        </>
      ) : (
        <Form layout="vertical" name="distributeStudents">
          <Form.Item extra="Sections end up differing in size by at most one student.">
            <Checkbox checked={onlyUnassigned} onChange={(event) => setOnlyUnassigned(event.target.checked)}>
              Only students without a section
            </Checkbox>
          </Form.Item>
          {!onlyUnassigned && (
            <Alert
              type="warning"
              showIcon
              title="Every student will be dealt out afresh, including students who already have a section."
              style={{ marginBottom: 16 }}
            />
          )}
          <Form.Item label="Sections to fill" htmlFor="distribute-sections" extra="Leave empty to use every section.">
            <Select
              id="distribute-sections"
              mode="multiple"
              value={chosen}
              onChange={setChosen}
              options={sections.map((section) => ({ value: section.id, label: section.name }))}
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="All sections"
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
