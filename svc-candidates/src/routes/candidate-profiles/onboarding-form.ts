import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { fileTypeFromBuffer } from 'file-type';
import type { Context } from 'hono';
import type { z } from 'zod';
import { ONBOARDING_BODY_LIMIT, PROFILE_MESSAGES, UPLOAD_LIMITS } from '@gtm/contracts/candidate-profile';
import { AppError } from '@gtm/service-kit/app-error';
import { parseWith } from '@gtm/service-kit/operations';
import { checkHeadshotDimensions } from './image-dimensions.ts';

/** The file parts of an onboarding submit. */
export const FILE_PARTS = ['resume', 'headshot'] as const;
export type TFilePart = (typeof FILE_PARTS)[number];

/** The largest `data` part (the forms' JSON is a few KiB at most). */
export const DATA_PART_LIMIT = UPLOAD_LIMITS.dataBytes;

/** What each file part may be, decided by its bytes: the MIME type, the key's extension, the messages. */
const FILE_RULES: Record<
  TFilePart,
  { limit: number; types: Record<string, string>; typeMessage: string; tooLarge: string }
> = {
  resume: {
    limit: UPLOAD_LIMITS.resumeBytes,
    types: { 'application/pdf': 'pdf' },
    typeMessage: PROFILE_MESSAGES.resumeType,
    tooLarge: PROFILE_MESSAGES.resumeTooLarge,
  },
  headshot: {
    limit: UPLOAD_LIMITS.headshotBytes,
    types: { 'image/jpeg': 'jpg', 'image/png': 'png' },
    typeMessage: PROFILE_MESSAGES.headshotType,
    tooLarge: PROFILE_MESSAGES.headshotTooLarge,
  },
};

/** The bytes file-type needs to recognise a PDF, a JPEG or a PNG. */
const HEAD_BYTES = 4100;

/** A file part written to a temporary file as it arrived, with its type decided by its first bytes. */
export type TSpooledFile = { path: string; bytes: number; contentType: string; extension: string };

type TRawFile = { path: string; bytes: number; head: Buffer; filename: string };

const fieldIssue = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', { userMessage: message, issues: [{ path, message }] });

/** Writes one file part to `path`, counting its bytes; past `limit` it stops writing and drains the rest. */
const spool = async (
  part: TFilePart,
  stream: Readable,
  path: string,
  filename: string,
): Promise<TRawFile> => {
  const { limit, tooLarge } = FILE_RULES[part];
  const out = createWriteStream(path);
  const head: Buffer[] = [];
  let headBytes = 0;
  let bytes = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (bytes > limit) continue; // drained, not kept: the answer is 413 once the body is read
      if (headBytes < HEAD_BYTES) {
        head.push(chunk);
        headBytes += chunk.length;
      }
      if (!out.write(chunk)) await once(out, 'drain');
    }
  } finally {
    out.end();
    await once(out, 'close');
  }
  if (bytes > limit) throw new AppError('PAYLOAD_TOO_LARGE', { userMessage: tooLarge });
  return { path, bytes, head: Buffer.concat(head).subarray(0, HEAD_BYTES), filename };
};

/** Reads the whole multipart body: `data` kept as text, files spooled to `dir`, the first failure remembered. */
const readParts = (c: Context, dir: string) =>
  new Promise<{ failure?: AppError; data?: string; files: Partial<Record<TFilePart, TRawFile>> }>(
    (resolve, reject) => {
      const contentType = c.req.header('content-type') ?? '';
      const body = c.req.raw.body;
      if (!/^multipart\/form-data/i.test(contentType) || !body) {
        reject(
          new AppError('UNSUPPORTED_MEDIA_TYPE', {
            userMessage: 'The profile must be sent as multipart/form-data.',
          }),
        );
        return;
      }
      let parser: busboy.Busboy;
      try {
        parser = busboy({
          headers: { 'content-type': contentType },
          limits: {
            fieldSize: DATA_PART_LIMIT,
            fields: 4,
            files: 4,
            parts: 8,
            // A backstop only: each part's own limit is checked as it is written.
            fileSize: Math.max(UPLOAD_LIMITS.resumeBytes, UPLOAD_LIMITS.headshotBytes) + 1,
          },
        });
      } catch (error) {
        reject(
          new AppError('BAD_REQUEST', { userMessage: 'The multipart body is malformed.', cause: error }),
        );
        return;
      }
      let failure: AppError | undefined;
      const fail = (error: unknown) => {
        failure ??=
          error instanceof AppError
            ? error
            : new AppError('INTERNAL', { internalMessage: 'spooling an upload failed', cause: error });
      };
      let data: string | undefined;
      const files: Partial<Record<TFilePart, TRawFile>> = {};
      const spooling: Promise<void>[] = [];

      parser.on('field', (name, value, info) => {
        if (name !== 'data') return;
        if (info.valueTruncated)
          fail(new AppError('PAYLOAD_TOO_LARGE', { userMessage: 'The profile data is too large.' }));
        else if (data !== undefined)
          fail(new AppError('BAD_REQUEST', { userMessage: 'Send the profile data once.' }));
        else data = value;
      });
      parser.on('file', (name, stream, info) => {
        const part = FILE_PARTS.find((known) => known === name);
        if (!part || failure) {
          stream.resume();
          return;
        }
        if (Object.hasOwn(files, part)) {
          fail(fieldIssue(part, `Send one ${part} only.`));
          stream.resume();
          return;
        }
        files[part] = { path: '', bytes: 0, head: Buffer.alloc(0), filename: info.filename ?? '' };
        spooling.push(
          spool(part, stream, join(dir, part), info.filename ?? '').then((file) => {
            files[part] = file;
          }, fail),
        );
      });
      parser.on('partsLimit', () => fail(new AppError('BAD_REQUEST', { userMessage: 'Too many parts.' })));
      parser.on('filesLimit', () => fail(new AppError('BAD_REQUEST', { userMessage: 'Too many files.' })));
      parser.on('error', (error) =>
        reject(
          new AppError('BAD_REQUEST', { userMessage: 'The multipart body is malformed.', cause: error }),
        ),
      );
      parser.on('close', () => {
        Promise.all(spooling).then(() => resolve({ failure, data, files }), reject);
      });
      const source = Readable.fromWeb(body as unknown as NodeWebReadableStream<Uint8Array>);
      source.on('error', (error) => {
        // The client went away mid-body: the parser ends the file part being written, so its spool settles.
        parser.destroy(error);
        reject(new AppError('BAD_REQUEST', { userMessage: 'The upload was interrupted.', cause: error }));
      });
      source.pipe(parser);
    },
  );

/** Decides a spooled file's type by its bytes; an empty file with no name is a file input left empty. */
const checkFile = async (part: TFilePart, file: TRawFile): Promise<TSpooledFile | undefined> => {
  if (file.bytes === 0) {
    if (file.filename === '') return undefined;
    throw fieldIssue(part, PROFILE_MESSAGES.emptyFile);
  }
  const { types, typeMessage } = FILE_RULES[part];
  const detected = await fileTypeFromBuffer(file.head);
  const extension = detected ? types[detected.mime] : undefined;
  if (!detected || !extension) throw fieldIssue(part, typeMessage);
  if (part === 'headshot') await checkHeadshotDimensions(file.path);
  return { path: file.path, bytes: file.bytes, contentType: detected.mime, extension };
};

/**
 * Refuses (413) a submit whose declared length is more than any valid one can be, before a byte of its body is
 * read: the client learns at once, not after sending megabytes. A smaller body is still held to each part's limit.
 */
const refuseDeclaredOversize = (contentLength: string | undefined) => {
  if (contentLength !== undefined && Number(contentLength) > ONBOARDING_BODY_LIMIT)
    throw new AppError('PAYLOAD_TOO_LARGE', { userMessage: PROFILE_MESSAGES.uploadTooLarge });
};

/**
 * Reads an onboarding submit as it streams in: the `data` part (JSON, validated with the role's schema) and the
 * optional `resume` and `headshot`, each written to a temporary file (never whole in memory) with its own size
 * limit and its type decided by its bytes. Nothing is stored anywhere else before everything is valid.
 * `cleanup` removes the temporary files (call it once the files are stored).
 */
export const readOnboardingForm = async <TSchema extends z.ZodType>(c: Context, schema: TSchema) => {
  refuseDeclaredOversize(c.req.header('content-length'));
  const dir = await mkdtemp(join(tmpdir(), 'gtm-upload-'));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  try {
    const { failure, data, files } = await readParts(c, dir);
    if (failure) throw failure;
    if (data === undefined) throw new AppError('BAD_REQUEST', { userMessage: PROFILE_MESSAGES.missingData });
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch (error) {
      throw new AppError('BAD_REQUEST', { userMessage: 'The profile data must be JSON.', cause: error });
    }
    const form = parseWith(schema, json);
    const checked: Partial<Record<TFilePart, TSpooledFile>> = {};
    for (const part of FILE_PARTS) {
      const file = files[part];
      const spooled = file ? await checkFile(part, file) : undefined;
      if (spooled) checked[part] = spooled;
    }
    return { form, files: checked, cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
};
