import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeXhr } from '../test/fakeXhr';
import { configureApi, resetApiConfig } from './config';
import { ApiError } from './errors';
import { uploadErrorMessages, uploadFiles } from './uploads';

let xhr: ReturnType<typeof installFakeXhr>;

afterEach(() => {
  xhr.restore();
  resetApiConfig();
});

function setUp() {
  xhr = installFakeXhr();
  const onUnauthorized = vi.fn();
  const notifyError = vi.fn();
  configureApi({ getToken: () => 'tok', onUnauthorized, notifyError, baseUrl: '' });
  return { onUnauthorized, notifyError };
}

const items = [{ file: new Blob(['x']), relativePath: 'src/A.java' }];

describe('uploadFiles', () => {
  it('sends the files under their relative paths, the students, and the session token', async () => {
    setUp();
    const progress: number[] = [];
    const done = uploadFiles(3, items, { students: ['a@x.edu'], onProgress: (fraction) => progress.push(fraction) });
    const sent = xhr.uploads[0]!;
    expect(sent.headers.Authorization).toBe('JWT tok');
    expect((sent.form.get('files') as File).name).toBe('src/A.java');
    expect(sent.form.getAll('students')).toEqual(['a@x.edu']);
    sent.progress(1, 4);
    sent.respond(201, { submission: 1, students: ['a@x.edu'], files: [], lateDayCreditsUsed: 0 });
    expect(await done).toEqual({ submission: 1, students: ['a@x.edu'], files: [], lateDayCreditsUsed: 0 });
    expect(progress).toEqual([0.25]);
  });

  it('leaves a 400 to the caller, ends the session on 401 and notifies anything else', async () => {
    const { onUnauthorized, notifyError } = setUp();
    const refused = uploadFiles(3, items);
    xhr.uploads[0]!.respond(400, { files: ['No.'] });
    const error = await refused.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(uploadErrorMessages((error as ApiError).body)).toEqual(['No.']);
    expect(notifyError).not.toHaveBeenCalled();
    const expired = uploadFiles(3, items);
    xhr.uploads[1]!.respond(401, { detail: 'expired' });
    await expect(expired).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    const broken = uploadFiles(3, items);
    xhr.uploads[2]!.respond(500, { detail: 'A server error occurred.' });
    await expect(broken).rejects.toBeInstanceOf(ApiError);
    expect(notifyError).toHaveBeenCalledWith('Request failed (500)', { detail: 'A server error occurred.' });
  });
});
