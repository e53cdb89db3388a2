import { z } from 'zod';
import { Id } from './primitives';

/**
 * The signed-in user as `GET /registration/current_user/` returns it (spec §3).
 * Course and section relations are id lists, like every relation of the API.
 */
export const CurrentUser = z.object({
  id: z.number().int(),
  email: z.string(),
  token: z.string(),
  organization: Id.nullable(),
  canCreateCourses: z.boolean(),
  canModifyRosters: z.boolean(),
  /** Only present right after a key was issued: keys are stored hashed. */
  api_token: z.string().nullable(),
  studentCourses: z.array(Id),
  graderCourses: z.array(Id),
  superGraderCourses: z.array(Id),
  courseadminCourses: z.array(Id),
  leaderSections: z.array(Id),
  student_sections: z.array(Id),
  showProductTips: z.boolean(),
  marginaliaAdmin: z.boolean(),
  hasCredentials: z.boolean(),
});
export type CurrentUser = z.infer<typeof CurrentUser>;

/** The anonymous default user of the web app: id -1 and empty lists. */
export const ANONYMOUS_USER: CurrentUser = {
  id: -1,
  email: '',
  token: '',
  organization: null,
  canCreateCourses: false,
  canModifyRosters: false,
  api_token: null,
  studentCourses: [],
  graderCourses: [],
  superGraderCourses: [],
  courseadminCourses: [],
  leaderSections: [],
  student_sections: [],
  showProductTips: true,
  marginaliaAdmin: false,
  hasCredentials: false,
};

/** `GET/PATCH /users/me/`: the visitor-time user of spec §3. */
export const UserMe = z.object({
  id: Id,
  email: z.string(),
  api_token: z.string().nullable(),
  showProductTips: z.boolean(),
  canModifyRosters: z.boolean(),
  courseadminCourses: z.array(Id),
});
export type UserMe = z.infer<typeof UserMe>;

export const UserMeUpdate = z.object({
  showProductTips: z.boolean().optional(),
});
export type UserMeUpdate = z.infer<typeof UserMeUpdate>;
