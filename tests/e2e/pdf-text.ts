import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/**
 * The text of each page of a PDF, as a reader would select it: the items of a line joined, lines
 * by newlines. Read with Mozilla's pdf.js, so a test checks what the file holds, not the HTML that
 * made it.
 */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const task = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false });
  const document = await task.promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : "")).join(""));
    }
    return pages;
  } finally {
    await task.destroy();
  }
}
