import { MAX_ID } from '@marginalia/contracts';

// The uid of a link names the account: base64url of its id, as Django's links carry it. It is no secret; the
// token beside it is what proves the link was sent to the account's e-mail.

export function encodeUid(userId: number): string {
  return Buffer.from(String(userId)).toString('base64url');
}

/** The user id of a uid, or null for anything no link of ours carries. */
export function decodeUid(uid: string): number | null {
  if (!/^[A-Za-z0-9_-]{1,16}$/.test(uid)) return null;
  const text = Buffer.from(uid, 'base64url').toString('utf8');
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
}
