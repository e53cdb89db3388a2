/** An organization as people read it: "Riverside University (RU)", or the name alone when it has no short name. */
export function organizationName(organization: { name: string; shortname: string }): string {
  const short = organization.shortname.trim();
  return short === '' || short === organization.name.trim() ? organization.name : `${organization.name} (${short})`;
}
