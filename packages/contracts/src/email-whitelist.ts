// A course's e-mail whitelist (the `emailWhitelist` setting): who may join with the invite code. Entries are
// separated by commas, semicolons, spaces or new lines. An entry with a local part ("ta@school.edu") admits
// that address; a domain ("school.edu" or "@school.edu") admits that domain and its subdomains
// ("cs.school.edu"), so departments' mail servers work too. An empty whitelist admits everyone.

export interface WhitelistEntries {
  addresses: string[];
  domains: string[];
}

export function parseEmailWhitelist(text: string): WhitelistEntries {
  const entries = text
    .split(/[\s,;]+/)
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  return {
    addresses: entries.filter((entry) => /^[^@]+@[^@]+$/.test(entry)),
    domains: entries.filter((entry) => !/^[^@]+@/.test(entry)).map((entry) => entry.replace(/^@/, '').replace(/^\.+/, '')),
  };
}

export function emailMatchesWhitelist(email: string, whitelist: string): boolean {
  const { addresses, domains } = parseEmailWhitelist(whitelist);
  if (addresses.length === 0 && domains.length === 0) return true;
  const address = email.trim().toLowerCase();
  if (addresses.includes(address)) return true;
  const domain = address.slice(address.lastIndexOf('@') + 1);
  return domains.some((allowed) => allowed !== '' && (domain === allowed || domain.endsWith(`.${allowed}`)));
}
