import type { SubmissionReview } from '@marginalia/contracts';
import { Drawer } from 'antd';
import type { ReactNode } from 'react';
import { panelsTitle } from './reviewLayout';

export interface ReviewDrawersProps {
  open: 'files' | 'panels' | null;
  role: SubmissionReview['permissions']['role'];
  onClose(): void;
  filesMenu: ReactNode;
  panels: ReactNode;
}

/** On phones the files and the panels live in drawers opened from the top bar. */
export function ReviewDrawers({ open, role, onClose, filesMenu, panels }: ReviewDrawersProps) {
  return (
    <>
      {/* Never wider than the screen, so that a phone keeps a strip of the code in sight to tap back to it. */}
      <Drawer open={open === 'files'} onClose={onClose} placement="left" title="Files" size="min(320px, 85vw)" styles={{ body: { padding: 0 } }}>
        <nav aria-label="Files">{filesMenu}</nav>
      </Drawer>
      <Drawer open={open === 'panels'} onClose={onClose} placement="right" title={panelsTitle(role)} size="min(380px, 92vw)" styles={{ body: { padding: 0 } }}>
        {panels}
      </Drawer>
    </>
  );
}
