// What the roster says about invitations: an activation link to the course, by e-mail. Pure, so it is tested alone.

const people = (count: number) => (count === 1 ? '1 person' : `${count.toLocaleString('en-US')} people`);

export const INVITE_NEW_ACCOUNTS_LABEL = 'E-mail an invitation to people who get a new account';

export function invitationConfirmTitle(count: number): string {
  return count === 1 ? 'Send an invitation?' : `Send ${count.toLocaleString('en-US')} invitations?`;
}

export function invitationConsequence(count: number): string {
  return `${people(count)} will get an e-mail with a new link to activate their account and join the course. A link sent before stops working.`;
}

/** The success message, and who was not invited because they activated in the meantime or left the list. */
export function invitationOutcome(invited: number, skipped: number): string {
  const sent = invited === 1 ? 'Sent 1 invitation.' : `Sent ${invited.toLocaleString('en-US')} invitations.`;
  if (skipped === 0) return sent;
  return `${sent} ${people(skipped)} no longer waiting for activation ${skipped === 1 ? 'was' : 'were'} skipped.`;
}
