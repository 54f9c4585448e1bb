import type { TAccountKind } from '@gtm/contracts/user-kinds';
import { CANDIDATE_ROLES } from '@gtm/contracts/users';
import type { TCandidateRole } from '@gtm/contracts/users';

/** The signed-in user as the front end reads it (the header menu, the guards, the redirects). */
export interface TSessionUser {
  id: string | null;
  name: string;
  email: string;
  kind: TAccountKind;
  /** A candidate's role; null means role selection is still needed. */
  role: TCandidateRole | null;
  company: string | null;
}

type TRawUser = Record<string, unknown>;

const isRecord = (value: unknown): value is TRawUser => typeof value === 'object' && value !== null;
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function kindOf(raw: TRawUser): TAccountKind | null {
  const type = text(raw.user_type);
  if (type === 'admin' || type === 'candidate' || type === 'employer') return type;
  return null;
}

/**
 * Reads the current user as svc-auth answers it (`GET /api/user`, and the `user` of a sign-in answer) into a
 * {@link TSessionUser}, or null when it names no known kind. The answer carries both of the spec's naming
 * styles (`name` and `fullName`, `user_type` and `isAdmin`/`isCandidate`); this reads one of each.
 */
export function toSessionUser(raw: unknown): TSessionUser | null {
  if (!isRecord(raw)) return null;
  const kind = kindOf(raw);
  if (!kind) return null;
  const role = CANDIDATE_ROLES.find((candidateRole) => candidateRole === raw.role) ?? null;
  return {
    id: text(raw.id),
    name: text(raw.name) ?? '',
    email: text(raw.email) ?? '',
    kind,
    role,
    company: text(raw.company),
  };
}
