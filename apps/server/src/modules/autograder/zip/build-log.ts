// A build's output as the admin's progress view reads it: collected as it comes, the end kept when it grows long,
// written to the database at most once a second (a setup.sh that prints a line per package would otherwise make a
// write per line).

/** The most of a build's output kept: the end, where a failure says why. */
export const BUILD_LOG_LIMIT = 64 * 1024;
const FLUSH_EVERY_MS = 1000;

export class BuildLog {
  private body = '';
  private cut = false;
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<unknown> = Promise.resolve();

  constructor(private readonly write: (text: string) => Promise<unknown>) {}

  get text(): string {
    return this.cut ? `[… earlier output cut …]\n${this.body}` : this.body;
  }

  readonly append = (chunk: string): void => {
    this.body += chunk.replace(/\0/g, '');
    if (this.body.length > BUILD_LOG_LIMIT) {
      this.body = this.body.slice(this.body.length - BUILD_LOG_LIMIT);
      this.cut = true;
    }
    this.timer ??= setTimeout(() => {
      this.timer = null;
      this.writing = this.writing.then(() => this.write(this.text)).catch(() => undefined);
    }, FLUSH_EVERY_MS);
  };

  /** Stops the pending write and waits for one under way. */
  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.writing;
  }
}
