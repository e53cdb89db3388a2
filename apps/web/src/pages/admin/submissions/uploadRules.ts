// Whom an admin may upload files for (docs/PRODUCT.md §5.6, POST /assignments/{id}/upload/): one student who already has a
// submission (the files go into it), or any number of students none of whom has one yet (a new shared one).
// A mix would have to merge submissions, which the server refuses; the picker prevents it up front.

export interface StudentChoice {
  email: string;
  disabled: boolean;
  /** Why the option is disabled, or what choosing it does. */
  note: string | null;
}

export const UPLOAD_RULE_MESSAGES = {
  hasSubmission: 'Already has a submission',
  onlyAlone: 'Has a submission: upload for them alone',
  selectionHasSubmission: 'Remove the student who already has a submission to upload for several',
  addsToExisting: (email: string) => `The files go into the existing submission of ${email}.`,
  newShared: (count: number) => (count === 1 ? 'A new submission is created.' : `A new submission is created for these ${count} students.`),
} as const;

export function studentChoices(students: readonly string[], withSubmission: ReadonlySet<string>, selected: readonly string[]): StudentChoice[] {
  const chosenWithSubmission = selected.some((email) => withSubmission.has(email));
  return students.map((email) => {
    if (selected.includes(email)) return { email, disabled: false, note: withSubmission.has(email) ? UPLOAD_RULE_MESSAGES.hasSubmission : null };
    if (chosenWithSubmission) return { email, disabled: true, note: UPLOAD_RULE_MESSAGES.selectionHasSubmission };
    if (withSubmission.has(email)) {
      return selected.length > 0 ? { email, disabled: true, note: UPLOAD_RULE_MESSAGES.onlyAlone } : { email, disabled: false, note: UPLOAD_RULE_MESSAGES.hasSubmission };
    }
    return { email, disabled: false, note: null };
  });
}

/** What the upload will do with the selection, in a sentence, or null when nobody is chosen. */
export function uploadOutcome(selected: readonly string[], withSubmission: ReadonlySet<string>): string | null {
  if (selected.length === 0) return null;
  const existing = selected.find((email) => withSubmission.has(email));
  return existing ? UPLOAD_RULE_MESSAGES.addsToExisting(existing) : UPLOAD_RULE_MESSAGES.newShared(selected.length);
}
