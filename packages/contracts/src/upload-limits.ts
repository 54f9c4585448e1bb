/**
 * The largest files the onboarding accepts (spec silent: ours). A resume is a document; a headshot a photo.
 * Zod-free, apart from candidate-profile.ts: operation.ts reads the body limit below, and every page that calls
 * an operation loads operation.ts (the landing page's contact form among them).
 */
export const UPLOAD_LIMITS = {
  resumeBytes: 5 * 1024 * 1024,
  headshotBytes: 2 * 1024 * 1024,
  /** A headshot's largest width and height in pixels, read from the image's header before it is stored. */
  headshotPixels: 4096,
  /** The `data` part (the form's JSON is a few KiB at most). */
  dataBytes: 64 * 1024,
} as const;

/**
 * The largest onboarding submit: both files at their limits, the data part, and room for the multipart framing
 * (boundaries and part headers). A body declaring more is refused from its Content-Length, before it is read.
 */
export const ONBOARDING_BODY_LIMIT =
  UPLOAD_LIMITS.resumeBytes + UPLOAD_LIMITS.headshotBytes + UPLOAD_LIMITS.dataBytes + 16 * 1024;
