import { crc32, deflateSync } from 'node:zlib';

/**
 * The demo candidates' files, made from their profiles on the spot (no binary fixtures in the repository): a
 * one-page PDF resume and a PNG initials avatar, both real files (the upload route's `file-type` check accepts
 * them, and a browser or a PDF reader opens them).
 */

/** A 5x7 bitmap of each capital letter, one string per row. */
const GLYPHS: Record<string, readonly string[]> = {
  A: ['01110', '10001', '10001', '11111', '10001', '10001', '10001'],
  B: ['11110', '10001', '10001', '11110', '10001', '10001', '11110'],
  C: ['01110', '10001', '10000', '10000', '10000', '10001', '01110'],
  D: ['11110', '10001', '10001', '10001', '10001', '10001', '11110'],
  E: ['11111', '10000', '10000', '11110', '10000', '10000', '11111'],
  F: ['11111', '10000', '10000', '11110', '10000', '10000', '10000'],
  G: ['01110', '10001', '10000', '10111', '10001', '10001', '01111'],
  H: ['10001', '10001', '10001', '11111', '10001', '10001', '10001'],
  I: ['01110', '00100', '00100', '00100', '00100', '00100', '01110'],
  J: ['00111', '00010', '00010', '00010', '00010', '10010', '01100'],
  K: ['10001', '10010', '10100', '11000', '10100', '10010', '10001'],
  L: ['10000', '10000', '10000', '10000', '10000', '10000', '11111'],
  M: ['10001', '11011', '10101', '10101', '10001', '10001', '10001'],
  N: ['10001', '10001', '11001', '10101', '10011', '10001', '10001'],
  O: ['01110', '10001', '10001', '10001', '10001', '10001', '01110'],
  P: ['11110', '10001', '10001', '11110', '10000', '10000', '10000'],
  Q: ['01110', '10001', '10001', '10001', '10101', '10010', '01101'],
  R: ['11110', '10001', '10001', '11110', '10100', '10010', '10001'],
  S: ['01111', '10000', '10000', '01110', '00001', '00001', '11110'],
  T: ['11111', '00100', '00100', '00100', '00100', '00100', '00100'],
  U: ['10001', '10001', '10001', '10001', '10001', '10001', '01110'],
  V: ['10001', '10001', '10001', '10001', '10001', '01010', '00100'],
  W: ['10001', '10001', '10001', '10101', '10101', '10101', '01010'],
  X: ['10001', '10001', '01010', '00100', '01010', '10001', '10001'],
  Y: ['10001', '10001', '01010', '00100', '00100', '00100', '00100'],
  Z: ['11111', '00001', '00010', '00100', '01000', '10000', '11111'],
};

/** The initials of a name: the first letters of its first and last words, capitals A-Z only. */
export const initialsOf = (name: string) => {
  const words = name
    .toUpperCase()
    .split(/\s+/)
    .map((word) => word.replace(/[^A-Z]/g, ''))
    .filter((word) => word !== '');
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}` || '?';
};

const pngChunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
};

/**
 * A square PNG (RGBA, `size` pixels) of the initials in white on a disc of `color` (`#rrggbb`), transparent
 * around it: what a headshot looks like until the candidate uploads a photo.
 */
export const initialsAvatarPng = (name: string, color: string, size = 160): Buffer => {
  const [red, green, blue] = [1, 3, 5].map((at) => Number.parseInt(color.slice(at, at + 2), 16)) as [
    number,
    number,
    number,
  ];
  const letters = initialsOf(name)
    .split('')
    .filter((letter) => GLYPHS[letter]);
  const scale = Math.floor(size / 20);
  const gap = scale;
  const textWidth = letters.length * 5 * scale + Math.max(0, letters.length - 1) * gap;
  const left = Math.floor((size - textWidth) / 2);
  const top = Math.floor((size - 7 * scale) / 2);
  const isInk = (x: number, y: number) => {
    const row = Math.floor((y - top) / scale);
    if (row < 0 || row > 6 || x < left) return false;
    const cell = 5 * scale + gap;
    const index = Math.floor((x - left) / cell);
    const column = Math.floor(((x - left) % cell) / scale);
    const glyph = GLYPHS[letters[index] ?? ''];
    return column < 5 && glyph?.[row]?.[column] === '1';
  };
  const radius = size / 2;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4); // filter byte 0 (none), then RGBA pixels
    for (let x = 0; x < size; x++) {
      const dx = x + 0.5 - radius;
      const dy = y + 0.5 - radius;
      if (dx * dx + dy * dy > radius * radius) continue; // transparent outside the disc
      const ink = isInk(x, y);
      row.set(ink ? [255, 255, 255, 255] : [red, green, blue, 255], 1 + x * 4);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits per channel, RGBA, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
};

/** A PDF string literal: printable ASCII only, with its delimiters escaped. */
const pdfText = (text: string) =>
  `(${text
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/[\\()]/g, (character) => `\\${character}`)})`;

/** Splits text into lines of at most `width` characters at spaces. */
const wrap = (text: string, width = 90) => {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter((part) => part !== '')) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  if (line !== '') lines.push(line);
  return lines;
};

/** One section of a resume: a heading and its paragraphs (each wrapped to the page). */
export type TResumeSection = { heading: string; paragraphs: readonly string[] };

/**
 * A one-page PDF 1.4 resume (Letter, Helvetica): the name as the title, a contact line, then the sections. Every
 * object's offset is computed, so the cross-reference table is exact and readers open it without repairing it.
 */
export const resumePdf = (resume: {
  name: string;
  contact: string;
  sections: readonly TResumeSection[];
}): Buffer => {
  const commands: string[] = ['BT', '/F2 20 Tf', '72 720 Td', `${pdfText(resume.name)} Tj`];
  commands.push('/F1 10 Tf', '0 -18 Td', `${pdfText(resume.contact)} Tj`);
  for (const section of resume.sections) {
    commands.push('/F2 12 Tf', '0 -26 Td', `${pdfText(section.heading)} Tj`, '/F1 10 Tf');
    for (const paragraph of section.paragraphs) {
      wrap(paragraph).forEach((line, index) => {
        commands.push(index === 0 ? '0 -16 Td' : '0 -13 Td', `${pdfText(line)} Tj`);
      });
    }
  }
  commands.push('ET');
  const content = commands.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfText(`${resume.name} - Resume`)} /Producer (GTM Combine demo data) >>`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\n`;
  body += `startxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
};
