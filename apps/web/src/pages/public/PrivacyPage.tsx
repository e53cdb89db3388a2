import { useMemo } from 'react';
import { supportEmail } from '../../config';
import { LegalDocument } from './legal/LegalDocument';
import { PRIVACY_INTRO, privacySections } from './legal/privacy';

/** `/privacy`: the Privacy Policy of this instance. */
export default function PrivacyPage() {
  const sections = useMemo(() => privacySections(supportEmail()), []);
  return <LegalDocument title="Privacy Policy" intro={PRIVACY_INTRO} sections={sections} />;
}
