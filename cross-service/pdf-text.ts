import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of a PDF as a reader's tool extracts it (pdf.js, Mozilla's renderer): every page's text items joined,
 * lines by a newline. What a test of a generated document (an invoice, a credit note) reads it by.
 */
export const pdfText = async (bytes: Uint8Array): Promise<string> => {
  const document = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    useSystemFonts: false,
    // Errors only: reading the text needs no standard font files.
    verbosity: 0,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(
      content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''),
    );
  }
  await document.destroy();
  return pages.join('\n');
};
