import type { UploadResult } from '@marginalia/contracts';

// Stands in for XMLHttpRequest in jsdom: records each upload (URL, headers, form fields) and answers it with
// the next scripted reply, reporting upload progress first, as a browser would.

export interface RecordedUpload {
  url: string;
  headers: Record<string, string>;
  students: string[];
  /** File names as sent: the relative paths. */
  paths: string[];
}

type Reply = [status: number, body: unknown];

export function installFakeUploads() {
  const uploads: RecordedUpload[] = [];
  const replies: Reply[] = [];
  let hold: Promise<void> = Promise.resolve();

  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(form: FormData) {
      const files = form.getAll('files') as File[];
      uploads.push({ url: this.url, headers: this.headers, students: form.getAll('students') as string[], paths: files.map((file) => file.name) });
      const [status, body] = replies.shift() ?? [201, null];
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
      void hold.then(() => {
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      });
    }
  }

  const original = globalThis.XMLHttpRequest;
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return {
    uploads,
    /** The next upload gets this answer. */
    reply(status: number, body: UploadResult | unknown) {
      replies.push([status, body]);
    },
    /** Uploads stay in flight (progress shown) until the returned function is called. */
    holdReplies(): () => void {
      let release = () => {};
      hold = new Promise((resolve) => (release = resolve));
      return release;
    },
    restore() {
      globalThis.XMLHttpRequest = original;
    },
  };
}
