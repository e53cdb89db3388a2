import { useEffect, useState } from 'react';
import { Alert, Spin } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PARTNER_LOGIN_MESSAGES } from '@marginalia/contracts';
import { fetchAssignment } from '../api/assignments';
import { fetchMyCourses } from '../api/courses';
import { exchangePartnerIdToken } from '../api/partnerLogin';
import { fetchSiteSettings, siteQueryKey } from '../api/site';
import { uploadFiles } from '../api/uploads';
import { studentPath } from '../pages/student/studentPaths';
import { useSessionMachine } from '../session/SessionContext';
import { rememberPartnerSource } from '../storage/partnerScreen';
import type { PartnerInbox } from './partnerInbox';
import { readPartnerMessage } from './partnerMessage';
import { runPartnerLogin, type PartnerNotice } from './runPartnerLogin';

/** The assignment's page in the student console; the console itself when the course is not among the caller's. */
async function studentPageOf(assignmentId: number): Promise<string> {
  const [assignment, mine] = await Promise.all([fetchAssignment(assignmentId), fetchMyCourses()]);
  const course = mine.studentCourses.find((candidate) => candidate.id === assignment.course);
  return course ? studentPath(course, assignment.name) : studentPath();
}

/**
 * Takes the partner messages the inbox kept and every later one, for as long as the app runs, and shows what the
 * upload shortcut is doing. The partner origins come with the site settings; a message that arrives before them
 * waits for them.
 */
export function PartnerLoginListener({ inbox }: { inbox: PartnerInbox }) {
  const session = useSessionMachine();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<PartnerNotice | null>(null);

  useEffect(() => {
    // The inbox read who could have sent each message when it arrived: the windows may change while the settings load.
    return inbox.drain(({ message: received, senders }) => {
      queryClient
        .fetchQuery({ queryKey: siteQueryKey, queryFn: fetchSiteSettings, staleTime: Infinity })
        .then((settings) => {
          const message = readPartnerMessage(received, settings.partnerOrigins, senders);
          if (!message) return;
          setNotice(null);
          return runPartnerLogin(message, {
            session,
            rememberSource: rememberPartnerSource,
            exchangeIdToken: exchangePartnerIdToken,
            upload: async (assignmentId, files) => {
              await uploadFiles(assignmentId, files.map((file) => ({ file: new Blob([file.code], { type: 'text/plain' }), relativePath: file.name })));
              // The console may have read the course before the upload: what it shows next must include the files.
              await queryClient.invalidateQueries();
            },
            studentPageOf,
            navigate: (path) => void navigate(path),
            report: setNotice,
          });
        })
        // Without the settings no partner is known, so the message is not taken.
        .catch(() => undefined);
    });
  }, [inbox, session, queryClient, navigate]);

  if (!notice) return null;
  if (notice.kind === 'uploading') {
    return (
      <div role="status" style={{ padding: 8, textAlign: 'center' }}>
        <Spin size="small" /> {PARTNER_LOGIN_MESSAGES.uploading}
      </div>
    );
  }
  return <Alert banner role="alert" type="error" closable={{ 'aria-label': 'Dismiss', onClose: () => setNotice(null) }} title={notice.message} />;
}
