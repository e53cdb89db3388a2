import { useState } from 'react';
import { Alert, Checkbox, Flex, Modal } from 'antd';
import { ROSTER_DOWNLOAD_GROUPS, ROSTER_MESSAGES, type Course, type RosterDownloadGroup } from '@marginalia/contracts';
import { buildRosterCsv } from '../csv/buildRosterCsv';
import { rosterFileName } from '../csv/rosterFileName';
import type { RosterIndex } from '../rosterViews';
import { saveTextFile } from './saveTextFile';

export const DOWNLOAD_GROUP_LABELS: Record<RosterDownloadGroup, string> = {
  students: 'Students',
  graders: 'Graders',
  superGraders: 'Super Graders',
  courseAdmins: 'Admins',
  inactive_students: 'Inactive students',
  inactive_graders: 'Inactive graders',
  inactive_courseAdmins: 'Inactive admins',
  not_activated: 'Not activated',
};

const DEFAULT_GROUPS: RosterDownloadGroup[] = ['students', 'graders', 'superGraders', 'courseAdmins'];

interface Props {
  course: Course;
  index: RosterIndex;
  open: boolean;
  onClose: () => void;
}

/** Downloads the chosen roster groups as CSV (email, role, section, status); at least one group (docs/PRODUCT.md §5). */
export function RosterDownloadDialog({ course, index, open, onClose }: Props) {
  const [groups, setGroups] = useState<RosterDownloadGroup[]>(DEFAULT_GROUPS);
  const none = groups.length === 0;

  function download() {
    saveTextFile(buildRosterCsv(index.roster, groups, index.sectionOfStudent), rosterFileName(course));
    onClose();
  }

  return (
    <Modal open={open} title="Download roster" okText="Download" okButtonProps={{ disabled: none }} onOk={download} onCancel={onClose}>
      <Flex vertical gap={12}>
        <Checkbox.Group<RosterDownloadGroup> value={groups} onChange={setGroups} aria-label="Groups to download">
          <Flex vertical gap={6}>
            {ROSTER_DOWNLOAD_GROUPS.map((group) => (
              <Checkbox key={group} value={group}>
                {`${DOWNLOAD_GROUP_LABELS[group]} (${index.roster[group].length.toLocaleString('en-US')})`}
              </Checkbox>
            ))}
          </Flex>
        </Checkbox.Group>
        {none && <Alert type="warning" showIcon title={ROSTER_MESSAGES.downloadNeedsGroup} />}
      </Flex>
    </Modal>
  );
}
