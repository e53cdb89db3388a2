import type { ReactNode } from 'react';
import { theme } from 'antd';

/** One titled part of the assignment page (Feedback, Upload, Tests, Your files), named for assistive technology. */
export function AssignmentSection({ title, children }: { title: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <section aria-label={title}>
      <h4 style={{ margin: `0 0 ${token.marginSM}px`, fontSize: token.fontSizeLG, color: token.colorTextHeading }}>{title}</h4>
      {children}
    </section>
  );
}
