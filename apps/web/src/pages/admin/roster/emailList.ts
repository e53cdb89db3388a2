import { Email } from '@marginalia/contracts';

export interface EmailList {
  /** Lower-cased, each once, in the order given. */
  valid: string[];
  invalid: string[];
}

/**
 * E-mails pasted one per line or separated by commas, semicolons or spaces; "Ada <ada@x.edu>" as mail
 * programs copy addresses is read as the address.
 */
export function splitEmails(text: string): EmailList {
  const valid = new Set<string>();
  const invalid: string[] = [];
  const withoutNames = text.replace(/[^<>,;\n]*<([^<>]+)>/g, ' $1 ');
  for (const token of withoutNames.split(/[\s,;]+/)) {
    if (token === '') continue;
    const parsed = Email.safeParse(token);
    if (parsed.success) valid.add(parsed.data);
    else invalid.push(token);
  }
  return { valid: [...valid], invalid };
}
