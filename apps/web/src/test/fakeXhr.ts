import { vi } from 'vitest';

// A stand-in for XMLHttpRequest, which the upload call uses for its progress events. Each request waits until
// the test answers it, so the progress bar can be seen in between.

export interface FakeUpload {
  method: string;
  url: string;
  headers: Record<string, string>;
  form: FormData;
  /** Reports upload progress, `loaded` of `total` bytes. */
  progress(loaded: number, total: number): void;
  respond(status: number, body: unknown): void;
  fail(): void;
}

export function installFakeXhr() {
  const uploads: FakeUpload[] = [];

  class FakeXMLHttpRequest {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = '';
    private url = '';
    private headers: Record<string, string> = {};

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(form: FormData) {
      uploads.push({
        method: this.method,
        url: this.url,
        headers: this.headers,
        form,
        progress: (loaded, total) => this.upload.onprogress?.({ lengthComputable: true, loaded, total }),
        respond: (status, body) => {
          this.status = status;
          this.responseText = body === null ? '' : JSON.stringify(body);
          this.onload?.();
        },
        fail: () => this.onerror?.(),
      });
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest);
  return { uploads, restore: () => vi.unstubAllGlobals() };
}
