import PDFDocument from 'pdfkit';
import { PRODUCT_NAME } from '@gtm/contracts/product';
import { emptyOnePagerContent } from '@gtm/contracts/talent';
import type { TOnePagerContent } from '@gtm/contracts/talent';
import { decimalDigitValue, isInvisible } from '../../client-privacy/text-folding.ts';

/** What the PDF prints: the one-pager's title, summary and content. */
export type TOnePagerPrint = {
  title: string;
  candidateName: string;
  summary: string | null;
  content: TOnePagerContent | null;
};

const INK = '#111827';
const MUTED = '#4b5563';
const ACCENT = '#b45309';
const BAND = '#0a0a0a';
const PAGE = { margin: 48, width: 612, height: 792 } as const;

/** What Helvetica's encoding (WinAnsi) has a glyph for, among the characters pdfkit writes. */
const WIN_ANSI =
  /^[\t\n\r\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]+$/u;
const printableChar = (char: string) => {
  if (char >= ' ' && char <= '~') return char;
  // What draws nothing prints nothing (issue 45: a Hangul filler printed '?' in the middle of a word), the soft
  // hyphen too, which WinAnsi would print as a hyphen.
  if (isInvisible(char) || /^\p{M}$/u.test(char)) return '';
  if (WIN_ANSI.test(char)) return char;
  const digit = decimalDigitValue(char);
  if (digit !== null) return String(digit);
  const compatible = char.normalize('NFKC');
  return WIN_ANSI.test(compatible) ? compatible : '?';
};
/**
 * A text as Helvetica can print it, as a reader sees it: characters that draw nothing (default-ignorable ones,
 * format characters, Hangul fillers) and accents that did not compose are left out, a decimal digit of any script
 * prints as its value and a compatibility form as its plain one ('５' is '5', 'Ｊ' is 'J'); other scripts'
 * characters, which WinAnsi has no glyph for, print as '?', not garbage.
 */
export const printable = (text: string) => [...text.normalize('NFC')].map(printableChar).join('');

/**
 * Renders a one-pager as a one-page US Letter PDF, laid out as a recruiter sends a candidate to a client: a
 * band with the name, title, location and salary expectations; the summary and its points; the key numbers
 * and lists beside the achievements; the deal walkthrough (situation, action, result); and a footer naming
 * who prepared it. Long texts end in an ellipsis rather than spill onto a second page.
 */
export const renderOnePagerPdf = (onePager: TOnePagerPrint, preparedAt: Date = new Date()): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const content = onePager.content ?? emptyOnePagerContent(onePager.candidateName);
    const name = printable(content.name || onePager.candidateName);
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: PAGE.margin,
      info: {
        Title: printable(onePager.title),
        Author: PRODUCT_NAME,
        Subject: `One-pager of ${name}`,
        Keywords: 'one-pager, candidate',
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const left = PAGE.margin;
    const fullWidth = PAGE.width - 2 * PAGE.margin;
    const footerTop = PAGE.height - PAGE.margin - 14;

    // The band: who, in a line the client reads first.
    doc.rect(0, 0, PAGE.width, 118).fill(BAND);
    doc
      .fillColor('#ffffff')
      .font('Helvetica-Bold')
      .fontSize(24)
      .text(name, left, 34, { width: fullWidth, height: 30, ellipsis: true });
    const headline = printable(content.title);
    if (headline)
      doc
        .font('Helvetica')
        .fontSize(12)
        .fillColor('#fcd34d')
        .text(headline, left, 66, { width: fullWidth, height: 16, ellipsis: true });
    const facts = [
      content.location,
      content.salaryExpectations && `Salary expectations: ${content.salaryExpectations}`,
    ]
      .filter(Boolean)
      .map((fact) => printable(fact));
    if (facts.length > 0)
      doc
        .fontSize(10)
        .fillColor('#e5e7eb')
        .text(facts.join('   •   '), left, 88, { width: fullWidth, height: 14, ellipsis: true });

    let y = 140;
    const heading = (text: string, x: number, width: number) => {
      doc
        .font('Helvetica-Bold')
        .fontSize(11)
        .fillColor(ACCENT)
        .text(text.toUpperCase(), x, y, { width, characterSpacing: 0.6 });
      y = doc.y + 2;
      doc
        .moveTo(x, y)
        .lineTo(x + width, y)
        .lineWidth(0.5)
        .strokeColor('#d1d5db')
        .stroke();
      y += 6;
    };
    const paragraph = (text: string, x: number, width: number, maxHeight: number) => {
      doc
        .font('Helvetica')
        .fontSize(10)
        .fillColor(INK)
        .text(printable(text), x, y, { width, height: maxHeight, ellipsis: true, lineGap: 1.5 });
      y = doc.y + 6;
    };
    const bullets = (items: readonly string[], x: number, width: number, maxHeight: number) => {
      const bottom = y + maxHeight;
      for (const item of items) {
        if (y + 12 > bottom) break;
        doc.font('Helvetica').fontSize(10).fillColor(ACCENT).text('•', x, y);
        doc.fillColor(INK).text(printable(item), x + 12, y, {
          width: width - 12,
          height: bottom - y,
          ellipsis: true,
          lineGap: 1.5,
        });
        y = doc.y + 3;
      }
      y += 3;
    };

    // Summary and its points, across the page.
    if (onePager.summary || content.summaryItems.length > 0) {
      heading('Summary', left, fullWidth);
      if (onePager.summary) paragraph(onePager.summary, left, fullWidth, 80);
      if (content.summaryItems.length > 0) bullets(content.summaryItems, left, fullWidth, 96);
    }

    // Experience (key facts) on the left, achievements on the right.
    const columnTop = y + 4;
    const gap = 24;
    const columnWidth = (fullWidth - gap) / 2;
    const facts2: [string, string][] = [
      ['Target roles', content.targetRoles.join(', ')],
      ['Quota', content.quota],
      ['Quota attainment', content.quotaAttainment === content.quota ? '' : content.quotaAttainment],
      ['Average ACV', content.averageACV],
      ['Deal cycles', content.dealCycles.join(', ')],
      ['Methodologies', content.methodologies.join(', ')],
      ['Industries', content.industries.join(', ')],
    ];
    const shownFacts = facts2.filter(([, value]) => value.trim() !== '');
    y = columnTop;
    if (shownFacts.length > 0) {
      heading('Experience', left, columnWidth);
      for (const [label, value] of shownFacts) {
        doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text(label, left, y, { width: columnWidth });
        y = doc.y + 1;
        doc
          .font('Helvetica')
          .fontSize(10)
          .fillColor(INK)
          .text(printable(value), left, y, { width: columnWidth, height: 40, ellipsis: true });
        y = doc.y + 5;
      }
    }
    const leftBottom = y;
    y = columnTop;
    const rightX = left + columnWidth + gap;
    if (content.achievements.length > 0) {
      heading('Achievements', rightX, columnWidth);
      bullets(content.achievements, rightX, columnWidth, 200);
    }
    y = Math.max(leftBottom, y) + 4;

    // The deal walkthrough, in the three parts a hiring manager asks for.
    const story: [string, string][] = [
      ['Situation', content.dealWalkthroughSituation],
      ['Action', content.dealWalkthroughAction],
      ['Result', content.dealWalkthroughResult],
    ];
    const shownStory = story.filter(([, value]) => value.trim() !== '');
    if (shownStory.length > 0 && y < footerTop - 60) {
      heading('Deal Walkthrough', left, fullWidth);
      const each = Math.max(24, (footerTop - 12 - y) / shownStory.length - 16);
      for (const [label, value] of shownStory) {
        if (y > footerTop - 30) break;
        doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text(label, left, y, { width: fullWidth });
        y = doc.y + 1;
        paragraph(value, left, fullWidth, Math.min(each, footerTop - 12 - y));
      }
    }

    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(
        `Prepared by ${PRODUCT_NAME} on ${preparedAt.toISOString().slice(0, 10)}. Confidential: for the hiring team it was sent to.`,
        left,
        footerTop,
        { width: fullWidth, align: 'center', lineBreak: false },
      );
    doc.end();
  });
