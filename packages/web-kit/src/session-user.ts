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
  const type = text(raw.user_type) ?? text(raw.userType) ?? text(raw.kind);
  if (type === 'admin' || type === 'candidate' || type === 'employer') return type;
  // Employers register with user_type 'client' (spec section 3).
  if (type === 'client') return 'employer';
  if (raw.isAdmin === true) return 'admin';
  if (raw.isCandidate === true) return 'candidate';
  return null;
}

/**
 * Reads the answer of GET /api/user into a {@link TSessionUser}, or null when it names no known kind.
 * The spec notes both naming styles (name/fullName, user_type/isAdmin) and a possible `{ user }` wrapper.
 */
export function toSessionUser(body: unknown): TSessionUser | null {
  const raw = isRecord(body) && isRecord(body.user) ? body.user : body;
  if (!isRecord(raw)) return null;
  const kind = kindOf(raw);
  if (!kind) return null;
  const role = CANDIDATE_ROLES.find((candidateRole) => candidateRole === raw.role) ?? null;
  return {
    id: text(raw.id) ?? text(raw._id),
    name: text(raw.name) ?? text(raw.fullName) ?? '',
    email: text(raw.email) ?? '',
    kind,
    role,
    company: text(raw.company),
  };
}
