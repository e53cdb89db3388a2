import { useState } from 'react';
import { Alert, Button, Checkbox, Flex, Form, Input, Select, Tabs, Typography, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import type { RosterImportFormat, RosterRole } from '@marginalia/contracts';
import { ROLE_OPTIONS } from '../AddPeopleDialog';
import type { ParsedRoster } from '../csv/parseRosterFile';
import { readRosterFile, readRosterText, type ReadOutcome } from './readRosterSource';
import { FORMAT_HELP, FORMAT_OPTIONS, readLmsExport } from './readLmsExport';
import { ProductTip } from '../../../../components/ProductTip';

export interface RosterSource {
  /** Marginalia's own CSV (read here) or an LMS export (read by the server). */
  format: RosterImportFormat;
  tab: 'file' | 'paste';
  file: File | null;
  text: string;
  defaultRole: RosterRole;
  replace: boolean;
}

export const EMPTY_SOURCE: RosterSource = { format: 'csv', tab: 'file', file: null, text: '', defaultRole: 'students', replace: false };

interface Props {
  courseId: number;
  source: RosterSource;
  onChange: (source: RosterSource) => void;
  onRead: (parsed: ParsedRoster) => void;
  onCancel: () => void;
}

function readSource(courseId: number, source: RosterSource): Promise<ReadOutcome> | ReadOutcome {
  const input = source.tab === 'file' && source.file ? source.file : source.text;
  if (source.format !== 'csv') return readLmsExport(courseId, source.format, input, source.replace);
  return typeof input === 'string' ? readRosterText(input, source.defaultRole) : readRosterFile(input, source.defaultRole);
}

/**
 * Step one of a roster upload: the file's format, a file or a pasted list, the role for rows without one
 * (Marginalia's CSV only: an LMS export says each person's role), and replace.
 */
export function ChooseRosterStep({ courseId, source, onChange, onRead, onCancel }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const set = (changes: Partial<RosterSource>) => {
    setError(null);
    onChange({ ...source, ...changes });
  };
  const ready = source.tab === 'file' ? source.file !== null : source.text.trim() !== '';

  async function preview() {
    setReading(true);
    try {
      const outcome = await readSource(courseId, source);
      if (outcome.ok) onRead(outcome.parsed);
      else setError(outcome.error);
    } catch {
      setError('The file could not be read. Choose it again.');
    } finally {
      setReading(false);
    }
  }

  return (
    <Form layout="vertical" requiredMark={false} onFinish={() => void preview()}>
      <ProductTip id="rosterImport" title="Nothing changes until you confirm">
        Paste or upload a CSV with one person a line (an e-mail, and optionally a role and a section). The next step previews what
        the import would do, row by row, before anything is saved.
      </ProductTip>
      <Form.Item label="File format" htmlFor="roster-format" extra={source.format === 'csv' ? undefined : FORMAT_HELP[source.format]}>
        <Select id="roster-format" options={FORMAT_OPTIONS} value={source.format} onChange={(format) => set({ format })} style={{ maxWidth: 360 }} />
      </Form.Item>
      <Tabs
        activeKey={source.tab}
        onChange={(tab) => set({ tab: tab as RosterSource['tab'] })}
        items={[
          {
            key: 'file',
            label: 'CSV file',
            children: (
              <Form.Item
                label="Roster file"
                htmlFor="roster-file"
                extra={
                  source.format === 'csv'
                    ? 'Columns: email, role and optionally section. A header row is recognized and skipped. Roles: student, grader, super grader, admin (TA and instructor work too).'
                    : 'The export as the LMS downloads it, unchanged (CSV, or the .xls file of Blackboard’s Work Offline download).'
                }
              >
                <Upload.Dragger
                  id="roster-file"
                  accept=".csv,.txt,.xls,text/csv,text/plain"
                  maxCount={1}
                  fileList={source.file ? [{ uid: 'roster', name: source.file.name, status: 'done' }] : []}
                  beforeUpload={(file) => {
                    set({ file });
                    // Read in the browser, never sent as a file: the rows go to the server as JSON.
                    return false;
                  }}
                  onRemove={() => set({ file: null })}
                >
                  <p className="ant-upload-drag-icon">
                    <InboxOutlined />
                  </p>
                  <p className="ant-upload-text">Click or drag a CSV file here</p>
                </Upload.Dragger>
              </Form.Item>
            ),
          },
          {
            key: 'paste',
            label: 'Paste a list',
            children: (
              <Form.Item label="Paste e-mails or CSV rows" htmlFor="roster-text" extra="One e-mail per line, or rows of email, role, section (copied from a spreadsheet works too).">
                <Input.TextArea
                  id="roster-text"
                  rows={8}
                  value={source.text}
                  onChange={(event) => set({ text: event.target.value })}
                  placeholder={'ada@school.edu\ngrace@school.edu, grader\nalan@school.edu, student, Lab A'}
                />
              </Form.Item>
            ),
          },
        ]}
      />
      {source.format === 'csv' && (
        <Form.Item label="Role for rows without one" htmlFor="roster-default-role">
          <Select id="roster-default-role" options={ROLE_OPTIONS} value={source.defaultRole} onChange={(defaultRole) => set({ defaultRole })} style={{ maxWidth: 240 }} />
        </Form.Item>
      )}
      <Form.Item
        extra={
          <Typography.Text type="secondary">
            Everyone who holds a role named in this file but is not listed in it becomes inactive in that role. You will see who before anything changes.
          </Typography.Text>
        }
      >
        <Checkbox checked={source.replace} onChange={(event) => set({ replace: event.target.checked })}>
          Make people missing from this file inactive (replace)
        </Checkbox>
      </Form.Item>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Flex justify="flex-end" gap={8}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="primary" htmlType="submit" disabled={!ready} loading={reading}>
          Preview
        </Button>
      </Flex>
    </Form>
  );
}
