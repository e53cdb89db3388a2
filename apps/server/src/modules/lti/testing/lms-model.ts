// The LMS's own small world: people, course contexts, who is in which context with which roles (and whether that
// membership is active), and the resource links placed in contexts. Launches, NRPS and AGS all read from it.
import { isContextRole } from './lti-vocabulary';

export interface Person {
  sub: string;
  name: string;
  givenName?: string;
  familyName?: string;
  email?: string;
  /** Role URIs; context roles here become the person's roles in every context they are added to by default. */
  roles: string[];
  /** The institution's id for the person (`lis_person_sourcedid`), when the LMS has one. */
  sourcedId?: string;
}

export interface Context {
  id: string;
  title: string;
  label: string;
}

export interface Membership {
  sub: string;
  contextId: string;
  roles: string[];
  status: 'Active' | 'Inactive';
}

export interface ResourceLink {
  id: string;
  contextId: string;
  title: string;
  description?: string;
}

export class LmsModel {
  readonly people = new Map<string, Person>();
  readonly contexts = new Map<string, Context>();
  readonly resourceLinks = new Map<string, ResourceLink>();
  /** Keyed by `${contextId}\n${sub}`, in the order they were added (the order NRPS lists them). */
  readonly memberships = new Map<string, Membership>();

  addPerson(person: Person): Person {
    const [given, ...rest] = person.name.split(' ');
    const stored = { givenName: given, familyName: rest.join(' ') || undefined, ...person };
    this.people.set(person.sub, stored);
    return stored;
  }

  addContext(context: Context): Context {
    this.contexts.set(context.id, context);
    return context;
  }

  /** Puts a person in a context; the roles default to the person's context roles. */
  addMembership(contextId: string, sub: string, options: { roles?: string[]; status?: 'Active' | 'Inactive' } = {}): Membership {
    this.context(contextId);
    const person = this.person(sub);
    const membership: Membership = {
      sub,
      contextId,
      roles: options.roles ?? person.roles.filter(isContextRole),
      status: options.status ?? 'Active',
    };
    this.memberships.set(`${contextId}\n${sub}`, membership);
    return membership;
  }

  setMembershipStatus(contextId: string, sub: string, status: 'Active' | 'Inactive'): void {
    const membership = this.membership(contextId, sub);
    if (!membership) throw new Error(`LMS simulator: ${sub} is not a member of ${contextId}`);
    membership.status = status;
  }

  removeMembership(contextId: string, sub: string): void {
    this.memberships.delete(`${contextId}\n${sub}`);
  }

  addResourceLink(link: ResourceLink): ResourceLink {
    this.context(link.contextId);
    this.resourceLinks.set(link.id, link);
    return link;
  }

  membership(contextId: string, sub: string): Membership | undefined {
    return this.memberships.get(`${contextId}\n${sub}`);
  }

  membersOf(contextId: string): Membership[] {
    return [...this.memberships.values()].filter((m) => m.contextId === contextId);
  }

  person(sub: string): Person {
    const person = this.people.get(sub);
    if (!person) throw new Error(`LMS simulator: no person with sub ${sub} (addPerson first)`);
    return person;
  }

  context(id: string): Context {
    const context = this.contexts.get(id);
    if (!context) throw new Error(`LMS simulator: no context ${id} (addContext first)`);
    return context;
  }

  resourceLink(id: string): ResourceLink {
    const link = this.resourceLinks.get(id);
    if (!link) throw new Error(`LMS simulator: no resource link ${id} (addResourceLink first)`);
    return link;
  }
}
