import type { Rule } from 'antd/es/form';
import type { z } from 'zod';
import { LTI_PAGE_TEXTS, LtiPlatformCreate, type LtiPlatform, type LtiPlatformUpdate } from '@marginalia/contracts';

// The registration form's values and how they become what the server takes. Each field is checked by the
// contract's own schema for that field (the server checks the same), so a rule lives in one place.

/** The organization Select's value for "none": organization ids are positive. */
export const NO_ORGANIZATION = 0;

export interface PlatformValues {
  name: string;
  issuer: string;
  clientId: string;
  deploymentIds: string[];
  authLoginUrl: string;
  accessTokenUrl: string;
  keysetUrl: string;
  /** Empty: the token URL is the audience. */
  tokenAudience: string;
  organization: number;
}

export const PLATFORM_FIELDS = ['name', 'issuer', 'clientId', 'deploymentIds', 'authLoginUrl', 'accessTokenUrl', 'keysetUrl', 'tokenAudience', 'organization'] as const;

export function valuesOf(platform: LtiPlatform | null): PlatformValues {
  return {
    name: platform?.name ?? '',
    issuer: platform?.issuer ?? '',
    clientId: platform?.clientId ?? '',
    deploymentIds: platform?.deploymentIds ?? [],
    authLoginUrl: platform?.authLoginUrl ?? '',
    accessTokenUrl: platform?.accessTokenUrl ?? '',
    keysetUrl: platform?.keysetUrl ?? '',
    tokenAudience: platform?.tokenAudience ?? '',
    organization: platform?.organization ?? NO_ORGANIZATION,
  };
}

/** What the server is sent: the contract's parse of the values (trimmed), the organization and audience null for none. */
export function inputOf(values: PlatformValues): LtiPlatformCreate {
  const tokenAudience = (values.tokenAudience ?? '').trim() === '' ? null : values.tokenAudience;
  return LtiPlatformCreate.parse({ ...values, tokenAudience, organization: values.organization === NO_ORGANIZATION ? null : values.organization });
}

/** The fields of `input` that differ from the registration as it is, for a PATCH that names only those. */
export function changesOf(platform: LtiPlatform, input: LtiPlatformCreate): LtiPlatformUpdate {
  const change: Record<string, unknown> = {};
  const before: LtiPlatformCreate = { ...valuesOf(platform), organization: platform.organization, tokenAudience: platform.tokenAudience };
  for (const field of PLATFORM_FIELDS) {
    if (JSON.stringify(input[field] ?? null) !== JSON.stringify(before[field] ?? null)) change[field] = input[field] ?? null;
  }
  return change as LtiPlatformUpdate;
}

/** An antd rule that runs one field's contract schema; an empty text or list is asked for in the page's words. */
export function contractRule(field: Exclude<(typeof PLATFORM_FIELDS)[number], 'organization' | 'tokenAudience'>): Rule {
  const schema: z.ZodType = LtiPlatformCreate.shape[field];
  return {
    validator: async (_rule, value: unknown) => {
      const parsed = schema.safeParse(value);
      if (parsed.success) return;
      const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
      throw new Error(empty ? LTI_PAGE_TEXTS.required : parsed.error.issues[0]!.message);
    },
  };
}
