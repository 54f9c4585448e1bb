import { PROFILE_MESSAGES, UPLOAD_LIMITS } from '@gtm/contracts/candidate-profile';

/** The file inputs of the onboarding forms. */
export type TUploadPart = 'resume' | 'headshot';

type TFileKind = 'pdf' | 'jpeg' | 'png';

const MEGABYTE = 1024 * 1024;

/** What each file input takes (spec section 5's types, our sizes), as its hint states it and its check applies it. */
export const UPLOAD_RULES: Record<
  TUploadPart,
  {
    limit: number;
    kinds: readonly TFileKind[];
    hint: string;
    accept: string;
    typeMessage: string;
    tooLarge: string;
  }
> = {
  resume: {
    limit: UPLOAD_LIMITS.resumeBytes,
    kinds: ['pdf'],
    hint: `PDF up to ${UPLOAD_LIMITS.resumeBytes / MEGABYTE} MB`,
    accept: '.pdf,application/pdf',
    typeMessage: PROFILE_MESSAGES.resumeType,
    tooLarge: PROFILE_MESSAGES.resumeTooLarge,
  },
  headshot: {
    limit: UPLOAD_LIMITS.headshotBytes,
    kinds: ['jpeg', 'png'],
    hint: `JPG or PNG up to ${UPLOAD_LIMITS.headshotBytes / MEGABYTE} MB`,
    accept: '.jpg,.jpeg,.png,image/jpeg,image/png',
    typeMessage: PROFILE_MESSAGES.headshotType,
    tooLarge: PROFILE_MESSAGES.headshotTooLarge,
  },
};

/** How many first bytes {@link fileKindOf} reads. */
export const HEAD_BYTES = 8;

const startsWith = (head: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => head[index] === byte);

/** The kind of file its first bytes make it, as svc-candidates decides it (not its name or the browser's type). */
export function fileKindOf(head: Uint8Array): TFileKind | null {
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  return null;
}

/**
 * Why a chosen file cannot go, or null when it may: empty, over its size (no need to read it), or not of its
 * types by its first bytes. The server decides again by the bytes it receives.
 */
export function uploadProblem(part: TUploadPart, size: number, head: Uint8Array): string | null {
  const rule = UPLOAD_RULES[part];
  if (size === 0) return PROFILE_MESSAGES.emptyFile;
  if (size > rule.limit) return rule.tooLarge;
  const kind = fileKindOf(head);
  return kind !== null && rule.kinds.includes(kind) ? null : rule.typeMessage;
}

/** {@link uploadProblem} of a file the browser holds: reads only its first bytes, and only when its size passes. */
export async function problemOfFile(part: TUploadPart, file: Blob): Promise<string | null> {
  if (file.size === 0 || file.size > UPLOAD_RULES[part].limit)
    return uploadProblem(part, file.size, new Uint8Array());
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  return uploadProblem(part, file.size, head);
}
