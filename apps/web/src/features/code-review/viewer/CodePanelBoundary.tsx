import { Component, type ErrorInfo, type ReactNode } from 'react';
import { MESSAGES, type File } from '@marginalia/contracts';
import { describeError, logError } from '../../../api/logs';

// A crash while drawing a file takes down only the code panel. What it shows (docs/PRODUCT.md §8, code-panel variant) is what
// support needs to reproduce it: the submission, the file, its code and the error.

/** Enough of the code to reproduce a crash without making the page itself heavy. */
const CODE_SHOWN = 20_000;

export interface CodePanelBoundaryProps {
  submissionId: number;
  file: File;
  supportEmail: string;
  children: ReactNode;
}

interface CodePanelBoundaryState {
  error: unknown;
  componentStack: string;
}

export class CodePanelBoundary extends Component<CodePanelBoundaryProps, CodePanelBoundaryState> {
  override state: CodePanelBoundaryState = { error: null, componentStack: '' };

  static getDerivedStateFromError(error: unknown): Partial<CodePanelBoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const componentStack = info.componentStack ?? '';
    this.setState({ componentStack });
    const described = describeError(error);
    void logError({
      error: described.error,
      errorDetail: `Submission ${this.props.submissionId}, file ${this.props.file.id}\n${described.errorDetail}\n\nComponent stack:${componentStack}`,
      url: window.location.href,
    });
  }

  override componentDidUpdate(previous: CodePanelBoundaryProps): void {
    // Another file gets its own chance to render.
    if (this.state.error && previous.file.id !== this.props.file.id) this.setState({ error: null, componentStack: '' });
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    const { submissionId, file, supportEmail } = this.props;
    const described = describeError(this.state.error);
    // Plain markup on purpose: the component library may be what broke.
    return (
      <section role="alert" data-testid="code-panel-crash" style={{ flex: 1, minHeight: 0, overflow: 'auto', padding: 24, lineHeight: 1.6 }}>
        <h2 style={{ fontSize: 18, marginTop: 0 }}>{MESSAGES.crash}</h2>
        <p>In the meantime, these usually help:</p>
        <ul>
          <li>Refresh the page.</li>
          <li>Try again in Google Chrome, where the app is tested most.</li>
          <li>
            If it keeps happening, email us at <a href={`mailto:${supportEmail}`}>{supportEmail}</a> with the details below.
          </li>
        </ul>
        <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 12, margin: '16px 0' }}>
          <dt>Submission ID</dt>
          <dd style={{ margin: 0 }}>{submissionId}</dd>
          <dt>File ID</dt>
          <dd style={{ margin: 0 }}>{file.id}</dd>
          <dt>File</dt>
          <dd style={{ margin: 0 }}>{file.name}</dd>
        </dl>
        <h3 style={{ fontSize: 14 }}>Error</h3>
        <pre aria-label="Error details" style={{ maxHeight: 200, overflow: 'auto', whiteSpace: 'pre-wrap', fontSize: 12 }}>
          {`${described.error}\n${described.errorDetail}${this.state.componentStack ? `\nComponent stack:${this.state.componentStack}` : ''}`}
        </pre>
        <h3 style={{ fontSize: 14 }}>File code</h3>
        <pre aria-label="File code" style={{ maxHeight: 320, overflow: 'auto', fontSize: 12 }}>
          {file.code.slice(0, CODE_SHOWN)}
        </pre>
      </section>
    );
  }
}
