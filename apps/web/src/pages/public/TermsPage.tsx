import { useMemo } from 'react';
import { supportEmail } from '../../config';
import { LegalDocument } from './legal/LegalDocument';
import { TERMS_INTRO, termsSections } from './legal/terms';

/** `/terms`: the Terms of Service of this instance. */
export default function TermsPage() {
  const sections = useMemo(() => termsSections(supportEmail()), []);
  return <LegalDocument title="Terms of Service" intro={TERMS_INTRO} sections={sections} />;
}
