import PDFDocument from 'pdfkit';
import { formatMeetingTime } from '@gtm/hiring/meeting-time';
import { printable } from '../../routes/one-pagers/one-pager-pdf.ts';

/** One line of the printed afternoon: a segment (its candidate and answer), a break or an open slot. */
export type TScheduleRow =
  | { kind: 'segment'; start: Date; end: Date; name: string; status: string }
  | { kind: 'break' | 'free'; start: Date; end: Date };

/** What the printed schedule of a combine day holds. */
export type TSchedulePrint = {
  companyName: string;
  combineName: string;
  timeZone: string;
  startsAt: Date;
  endsAt: Date;
  meetingUrl: string | null;
  cancelled: boolean;
  rows: readonly TScheduleRow[];
};

const MARGIN = 56;
const INK = '#111827';
const MUTED = '#4b5563';
const RULE = '#d1d5db';

/** '1:10 PM' on the day's clock. */
const clockOf = (at: Date, zone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(at);

/**
 * A combine day's afternoon on one US Letter page (issue 47), as a hiring manager prints it for the room: the
 * afternoon in its own zone, the meeting link, then every segment's time with the candidate's name as the company
 * may see it and their answer, the breaks and the open slots, in order.
 */
export const renderSchedulePdf = (print: TSchedulePrint): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: MARGIN,
      info: { Title: `Combine day schedule: ${printable(print.companyName)}` },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const left = MARGIN;
    const width = doc.page.width - 2 * MARGIN;

    doc
      .fillColor(INK)
      .font('Helvetica-Bold')
      .fontSize(20)
      .text('Combine day schedule', left, MARGIN, { width });
    doc
      .moveDown(0.3)
      .font('Helvetica')
      .fontSize(11)
      .fillColor(MUTED)
      .text(`${printable(print.companyName)} · ${printable(print.combineName)}`, { width });
    doc
      .fillColor(INK)
      .text(formatMeetingTime(print.startsAt, print.endsAt, print.timeZone), { width })
      .text(`Times are ${print.timeZone} time.`, { width });
    if (print.meetingUrl)
      doc.text(`Meeting link: ${printable(print.meetingUrl)}`, { width, link: print.meetingUrl });
    if (print.cancelled)
      doc.moveDown(0.3).font('Helvetica-Bold').text('CANCELLED', { width }).font('Helvetica');

    doc.moveDown(0.8);
    const timeWidth = 150;
    const statusWidth = 90;
    const nameWidth = width - timeWidth - statusWidth;
    for (const row of print.rows) {
      const y = doc.y;
      const time = `${clockOf(row.start, print.timeZone)} – ${clockOf(row.end, print.timeZone)}`;
      const name = row.kind === 'segment' ? printable(row.name) : row.kind === 'break' ? 'Break' : 'Open';
      doc
        .fontSize(11)
        .fillColor(row.kind === 'segment' ? INK : MUTED)
        .font(row.kind === 'segment' ? 'Helvetica-Bold' : 'Helvetica')
        .text(time, left, y, { width: timeWidth, lineBreak: false })
        .text(name, left + timeWidth, y, { width: nameWidth, ellipsis: true, lineBreak: false })
        .font('Helvetica')
        .text(row.kind === 'segment' ? row.status : '', left + timeWidth + nameWidth, y, {
          width: statusWidth,
          align: 'right',
          lineBreak: false,
        });
      const below = y + 22;
      doc
        .moveTo(left, below - 5)
        .lineTo(left + width, below - 5)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
      doc.x = left;
      doc.y = below;
    }
    doc.end();
  });
