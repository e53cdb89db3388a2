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
export declare class LmsModel {
    readonly people: Map<string, Person>;
    readonly contexts: Map<string, Context>;
    readonly resourceLinks: Map<string, ResourceLink>;
    /** Keyed by `${contextId}\n${sub}`, in the order they were added (the order NRPS lists them). */
    readonly memberships: Map<string, Membership>;
    addPerson(person: Person): Person;
    addContext(context: Context): Context;
    /** Puts a person in a context; the roles default to the person's context roles. */
    addMembership(contextId: string, sub: string, options?: {
        roles?: string[];
        status?: 'Active' | 'Inactive';
    }): Membership;
    setMembershipStatus(contextId: string, sub: string, status: 'Active' | 'Inactive'): void;
    removeMembership(contextId: string, sub: string): void;
    addResourceLink(link: ResourceLink): ResourceLink;
    membership(contextId: string, sub: string): Membership | undefined;
    membersOf(contextId: string): Membership[];
    person(sub: string): Person;
    context(id: string): Context;
    resourceLink(id: string): ResourceLink;
}
