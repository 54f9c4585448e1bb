import { describe, expect, it } from '@jest/globals';
import { PROFILE_MESSAGES, UPLOAD_LIMITS } from '@gtm/contracts/candidate-profile';
import { fileKindOf, problemOfFile, UPLOAD_RULES, uploadProblem } from './upload-checks.ts';

const PDF = new TextEncoder().encode('%PDF-1.7\n');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]);
const TEXT = new TextEncoder().encode('hello there');

describe('the onboarding file checks', () => {
  it('state the limits the server applies', () => {
    expect(UPLOAD_RULES.resume.hint).toBe('PDF up to 5 MB');
    expect(UPLOAD_RULES.headshot.hint).toBe('JPG or PNG up to 2 MB');
    expect(UPLOAD_RULES.resume.limit).toBe(UPLOAD_LIMITS.resumeBytes);
    expect(UPLOAD_RULES.headshot.limit).toBe(UPLOAD_LIMITS.headshotBytes);
  });

  it('tell a file by its first bytes, whatever its name says', () => {
    expect(fileKindOf(PDF)).toBe('pdf');
    expect(fileKindOf(PNG)).toBe('png');
    expect(fileKindOf(JPG)).toBe('jpeg');
    expect(fileKindOf(TEXT)).toBeNull();
    expect(fileKindOf(new Uint8Array())).toBeNull();
  });

  it('let a resume PDF and a JPG or PNG headshot within their limits go', () => {
    expect(uploadProblem('resume', UPLOAD_LIMITS.resumeBytes, PDF)).toBeNull();
    expect(uploadProblem('headshot', 1024, PNG)).toBeNull();
    expect(uploadProblem('headshot', UPLOAD_LIMITS.headshotBytes, JPG)).toBeNull();
  });

  it('refuse an oversize, an empty or a wrong-type file with the messages the server gives', () => {
    expect(uploadProblem('resume', 6 * 1024 * 1024, PDF)).toBe(PROFILE_MESSAGES.resumeTooLarge);
    expect(uploadProblem('headshot', UPLOAD_LIMITS.headshotBytes + 1, PNG)).toBe(
      PROFILE_MESSAGES.headshotTooLarge,
    );
    expect(uploadProblem('resume', 0, new Uint8Array())).toBe(PROFILE_MESSAGES.emptyFile);
    expect(uploadProblem('resume', 2048, PNG)).toBe(PROFILE_MESSAGES.resumeType);
    expect(uploadProblem('headshot', 2048, PDF)).toBe(PROFILE_MESSAGES.headshotType);
    expect(uploadProblem('headshot', 2048, TEXT)).toBe(PROFILE_MESSAGES.headshotType);
  });

  it('read a chosen file only as far as its first bytes', async () => {
    expect(await problemOfFile('resume', new Blob([PDF, new Uint8Array(4096)]))).toBeNull();
    expect(await problemOfFile('resume', new Blob([TEXT]))).toBe(PROFILE_MESSAGES.resumeType);
    expect(await problemOfFile('resume', new Blob([new Uint8Array(6 * 1024 * 1024)]))).toBe(
      PROFILE_MESSAGES.resumeTooLarge,
    );
  });
});
