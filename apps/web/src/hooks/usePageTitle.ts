import { useEffect } from 'react';
import { PRODUCT_NAME } from '@marginalia/contracts';

/** Names the browser tab after the page, so history and tabs are told apart. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
