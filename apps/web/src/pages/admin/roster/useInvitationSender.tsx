import { useCallback, type ReactElement } from 'react';
import { message, Modal, notification } from 'antd';
import { sendInvitations } from '../../../api/roster';
import { invitationConfirmTitle, invitationConsequence, invitationOutcome } from './invitationTexts';
import { serverMessages } from '../../../api/serverMessages';
import { useRosterRefresh } from './useRosterRefresh';

/** Who to invite: the people chosen in the "Not activated" list, or everyone on it. */
export type InvitationTarget = { emails: string[] } | { all: true; count: number };

/** Confirms, sends (or sends again) invitations from the "Not activated" list, and says how it went. */
export function useInvitationSender(courseId: number, onSent?: () => void): { invite: (target: InvitationTarget) => void; holders: ReactElement } {
  const [modal, modalHolder] = Modal.useModal();
  const [messages, messageHolder] = message.useMessage();
  const [notices, noticeHolder] = notification.useNotification();
  const refresh = useRosterRefresh(courseId);

  const invite = useCallback(
    (target: InvitationTarget) => {
      const count = 'all' in target ? target.count : target.emails.length;
      void modal.confirm({
        title: invitationConfirmTitle(count),
        content: invitationConsequence(count),
        okText: 'Send',
        onOk: async () => {
          try {
            const request = 'all' in target ? { all: true } : { emails: target.emails };
            const result = await sendInvitations(courseId, request, { quiet: true });
            void messages.success(invitationOutcome(result.invited.length, result.skipped.length));
            onSent?.();
          } catch (error) {
            notices.error({ title: 'Could not send the invitations', description: serverMessages(error).join(' '), duration: 8 });
          } finally {
            await refresh();
          }
        },
      });
    },
    [modal, messages, notices, refresh, courseId, onSent],
  );

  return {
    invite,
    holders: (
      <>
        {modalHolder}
        {messageHolder}
        {noticeHolder}
      </>
    ),
  };
}
