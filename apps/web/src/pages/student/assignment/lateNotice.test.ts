import { describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '@marginalia/contracts';
import { lateUploadNotice } from './lateNotice';

const due = '2026-11-20T12:00:00Z';
const at = (iso: string) => new Date(iso);
const assignment = (changes: Partial<Parameters<typeof lateUploadNotice>[0]> = {}) => ({ uploadDueDate: due, allowLateUploads: true, lateDayCreditsUsed: 0, ...changes });
const counting = (allowable: number, used = 0) => ({ lateDayCreditsAllowable: allowable, lateDayCreditsUsed: used });

describe('lateUploadNotice', () => {
  it('says nothing before the due date or without one', () => {
    expect(lateUploadNotice(assignment(), counting(3), at('2026-11-20T11:59:00Z'))).toBeNull();
    expect(lateUploadNotice(assignment({ uploadDueDate: null }), counting(3), at('2030-01-01T00:00:00Z'))).toBeNull();
  });

  it('refuses after the due date when late uploads are off', () => {
    expect(lateUploadNotice(assignment({ allowLateUploads: false }), counting(3), at('2026-11-21T00:00:00Z'))).toEqual({ type: 'error', message: UPLOAD_MESSAGES.pastDue, allowed: false });
  });

  it('counts each started day as a late day and says what is left', () => {
    // 25 hours late: two started days.
    expect(lateUploadNotice(assignment(), counting(3), at('2026-11-21T13:00:00Z'))).toEqual({
      type: 'warning',
      message: 'This upload is 2 days late and will use 2 late day credits. You will have 1 left.',
      allowed: true,
    });
    expect(lateUploadNotice(assignment(), counting(3), at('2026-11-20T12:00:01Z'))?.message).toBe(
      'This upload is 1 day late and will use 1 late day credit. You will have 2 left.',
    );
  });

  it('charges a submission once, and refuses when the other submissions used too many', () => {
    const charged = lateUploadNotice(assignment({ lateDayCreditsUsed: 2 }), counting(3, 2), at('2026-11-21T13:00:00Z'));
    expect(charged).toMatchObject({ type: 'info', allowed: true, message: 'This upload is 2 days late. Your submission already counts 2 late days, so it uses no more.' });
    expect(lateUploadNotice(assignment(), counting(3, 2), at('2026-11-21T13:00:00Z'))).toEqual({ type: 'error', message: UPLOAD_MESSAGES.notEnoughLateDays, allowed: false });
  });

  it('only warns when the course does not count late days', () => {
    expect(lateUploadNotice(assignment(), { lateDayCreditsAllowable: null, lateDayCreditsUsed: 0 }, at('2026-12-30T00:00:00Z'))).toMatchObject({ type: 'warning', allowed: true });
  });
});
