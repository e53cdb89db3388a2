import { lazy, Suspense, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Checkbox, Select, theme } from 'antd';
// The plain input on its own: antd's Input export carries Password, Search, TextArea and OTP along with it.
import Input, { type InputRef } from 'antd/es/input/Input';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { isStandardEmail, looksLikeSchoolEmail, SIGNUP_TEXTS, type Institution } from '@marginalia/contracts';
import { fetchInstitutions, signupQueryKeys } from '../../api/signup';

// The dialog (Ant Design's Modal) is needed only for an address that does not look like a school's, so it is
// not part of the page's first download; it starts loading as soon as the form is complete, before Continue.
const loadConfirmEmailDialog = () => import('./ConfirmEmailDialog');
const ConfirmEmailDialog = lazy(loadConfirmEmailDialog);

/**
 * A labelled field, laid out as Ant Design's vertical form lays out its items (label above, the theme's spacing).
 * The form checks nothing itself (Continue is enabled only when everything is there), so Ant Design's Form, with
 * its validation engine and tooltip, would be about 25 KB gzip of a first visit for its layout alone.
 */
function Field({ label, htmlFor, children }: { label?: string; htmlFor?: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: token.marginLG }}>
      {label && (
        <label htmlFor={htmlFor} style={{ display: 'block', paddingBottom: token.paddingXS, color: token.colorText, lineHeight: token.lineHeight }}>
          {label}
        </label>
      )}
      {children}
    </div>
  );
}

export interface InstructorSignupFormProps {
  /** `organization` is the picked institution's label or the new organization's name. */
  onSubmit: (email: string, organization: string) => void;
  /** The server could not validate the last address (docs/PRODUCT.md §4 "bad email"). */
  badEmail: boolean;
  initialEmail?: string;
}

interface PickerOption {
  value: number;
  label: string;
  code: string;
}

function toOptions(institutions: Institution[]): PickerOption[] {
  // Labels are not unique (two colleges may share a name), so the position in the list is the value.
  return institutions.map((institution, index) => ({ value: index, label: institution.label, code: institution.code }));
}

function matches(search: string, option: PickerOption | undefined): boolean {
  if (!option) return false;
  const wanted = search.trim().toLowerCase();
  return option.label.toLowerCase().includes(wanted) || option.code.toLowerCase() === wanted;
}

/** docs/PRODUCT.md §5: Continue needs a standard e-mail, the terms, and an organization picked or a new name typed. */
export function InstructorSignupForm({ onSubmit, badEmail, initialEmail = '' }: InstructorSignupFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [terms, setTerms] = useState(false);
  const [picked, setPicked] = useState<number | null>(null);
  const [notListed, setNotListed] = useState(false);
  const [newName, setNewName] = useState('');
  const [confirming, setConfirming] = useState(false);
  const emailInput = useRef<InputRef>(null);
  const institutions = useQuery({ queryKey: signupQueryKeys.institutions, queryFn: fetchInstitutions, staleTime: Infinity });
  const options = useMemo(() => toOptions(institutions.data ?? []), [institutions.data]);

  const organization = notListed ? newName.trim() : picked === null ? '' : (options[picked]?.label ?? '');
  const ready = isStandardEmail(email) && terms && organization !== '';
  // Mounted from the first confirmation on, so closing it still runs its closing animation and afterClose.
  const [dialogWanted, setDialogWanted] = useState(false);
  useEffect(() => {
    if (ready) void loadConfirmEmailDialog();
  }, [ready]);

  const send = () => onSubmit(email.trim(), organization);
  const onContinue = () => {
    if (!ready) return;
    if (looksLikeSchoolEmail(email)) send();
    else {
      setDialogWanted(true);
      setConfirming(true);
    }
  };

  return (
    <form
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onContinue();
      }}
    >
      {badEmail && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={SIGNUP_TEXTS.badEmail} />}
      <Field label="Email" htmlFor="signup-email">
        <Input id="signup-email" ref={emailInput} type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      </Field>
      {notListed ? (
        <Field label="New organization name" htmlFor="signup-new-organization">
          <Input id="signup-new-organization" value={newName} maxLength={200} onChange={(event) => setNewName(event.target.value)} />
        </Field>
      ) : (
        <Field label="Institution" htmlFor="signup-institution">
          <Select<number, PickerOption>
            id="signup-institution"
            placeholder="Search for your school"
            style={{ width: '100%' }}
            loading={institutions.isPending}
            options={options}
            value={picked ?? undefined}
            onChange={(value) => setPicked(value)}
            showSearch={{ filterOption: (search, option) => matches(search, option) }}
            optionRender={(option) => (
              <span>
                {option.data.label} <span style={{ opacity: 0.65 }}>({option.data.code})</span>
              </span>
            )}
            notFoundContent={institutions.isError ? 'The list could not be loaded.' : undefined}
          />
        </Field>
      )}
      <Field>
        <Checkbox checked={notListed} onChange={(event) => setNotListed(event.target.checked)}>
          My institution is not listed
        </Checkbox>
      </Field>
      <Field>
        <Checkbox checked={terms} onChange={(event) => setTerms(event.target.checked)}>
          I agree to the <Link to="/terms">Terms of Service</Link> and <Link to="/privacy">Privacy Policy</Link>
        </Checkbox>
      </Field>
      <Button type="primary" htmlType="submit" block disabled={!ready}>
        Continue
      </Button>
      {dialogWanted && (
        // Nothing to show while the dialog's code arrives (it was fetched when the form became complete).
        <Suspense fallback={null}>
          <ConfirmEmailDialog
            open={confirming}
            email={email.trim()}
            onUseThisEmail={() => {
              setConfirming(false);
              send();
            }}
            onCancel={() => setConfirming(false)}
            afterClose={() => emailInput.current?.focus()}
          />
        </Suspense>
      )}
    </form>
  );
}
