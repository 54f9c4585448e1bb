import { imageSizeFromFile } from 'image-size/fromFile';
import { PROFILE_MESSAGES, UPLOAD_LIMITS } from '@gtm/contracts/candidate-profile';
import { AppError } from '@gtm/service-kit/app-error';

const headshotIssue = (message: string) =>
  new AppError('VALIDATION_FAILED', { userMessage: message, issues: [{ path: 'headshot', message }] });

/**
 * Refuses a headshot wider or taller than {@link UPLOAD_LIMITS.headshotPixels}, read from the image's header
 * (image-size reads the header, never decodes the pixels) before the file is stored: a small file can announce
 * a huge image that every screen showing it would have to decode. A header that cannot be read is refused too.
 */
export const checkHeadshotDimensions = async (path: string): Promise<void> => {
  let size: { width?: number; height?: number };
  try {
    size = await imageSizeFromFile(path);
  } catch (error) {
    throw new AppError('VALIDATION_FAILED', {
      userMessage: PROFILE_MESSAGES.headshotUnreadable,
      issues: [{ path: 'headshot', message: PROFILE_MESSAGES.headshotUnreadable }],
      cause: error,
    });
  }
  if (!size.width || !size.height) throw headshotIssue(PROFILE_MESSAGES.headshotUnreadable);
  const max = UPLOAD_LIMITS.headshotPixels;
  if (size.width > max || size.height > max) throw headshotIssue(PROFILE_MESSAGES.headshotDimensions);
};
