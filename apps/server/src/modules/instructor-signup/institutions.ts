import { readFileSync } from 'node:fs';
import type { Institution } from '@marginalia/contracts';

// The institution picker's list (data/institutions, see its README). Read once, on first use: the file is
// ~300 KB and most requests never need it.

interface DatasetEntry {
  name: string;
  domains: string[];
}

export interface InstitutionEntry extends Institution {
  /** E-mail domains of the institution, lower-cased, without a leading "www.". */
  domains: string[];
}

const DATASET_URL = new URL('../../data/institutions/us-institutions.json', import.meta.url);

let cache: { entries: InstitutionEntry[]; byLabel: Map<string, InstitutionEntry[]> } | undefined;

function cleanDomain(domain: string): string {
  return domain.trim().toLowerCase().replace(/^www\./, '');
}

/**
 * The short code of a domain: the label before the top-level domain (`cs.example.edu` -> `example`), so the
 * campuses of one system share it. State-run `.us` domains (`college.cc.or.us`) use their first label instead.
 */
export function institutionCode(domain: string): string {
  const labels = cleanDomain(domain).split('.');
  if (labels.length < 2) return labels[0] ?? '';
  if (labels.at(-1) === 'us') return labels[0]!;
  return labels.at(-2)!;
}

function load() {
  if (cache) return cache;
  const raw = JSON.parse(readFileSync(DATASET_URL, 'utf8')) as DatasetEntry[];
  const entries = raw
    .filter((entry) => entry.name && entry.domains.length > 0)
    .map((entry) => {
      const domains = entry.domains.map(cleanDomain);
      return { label: entry.name.trim(), code: institutionCode(domains[0]!), domains };
    })
    .sort((a, b) => a.label.localeCompare(b.label, 'en', { sensitivity: 'base' }) || a.code.localeCompare(b.code));
  const byLabel = new Map<string, InstitutionEntry[]>();
  for (const entry of entries) {
    const key = entry.label.toLowerCase();
    byLabel.set(key, [...(byLabel.get(key) ?? []), entry]);
  }
  cache = { entries, byLabel };
  return cache;
}

/** Every institution, alphabetical by label. */
export function listInstitutions(): InstitutionEntry[] {
  return load().entries;
}

/**
 * The institution a picker label names. A few labels are shared by different colleges (two "Blue Ridge
 * Community College"s); their domains are pooled, since the label is all the form sends.
 */
export function findInstitution(label: string): InstitutionEntry | null {
  const matches = load().byLabel.get(label.trim().toLowerCase());
  if (!matches || matches.length === 0) return null;
  const first = matches[0]!;
  return { ...first, domains: [...new Set(matches.flatMap((entry) => entry.domains))] };
}

/** The part of an address after the last "@", lower-cased. */
export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).trim().toLowerCase();
}

/** An address belongs to a domain when its domain is that domain or one of its subdomains (cs.example.edu). */
export function emailMatchesDomain(email: string, domain: string): boolean {
  const own = emailDomain(email);
  const wanted = cleanDomain(domain);
  if (!wanted) return false;
  return own === wanted || own.endsWith(`.${wanted}`);
}
