import { resumeLimits, resumeMessages } from '../../../../../contract/submissions';

/**
 * What the file picker offers: PDFs, by type and by extension (a file whose type the system does not know is
 * still offered by its name). A file dropped on the field is not filtered by the browser, so the form checks it
 * the moment it is chosen (`resumeProblem`), with the server's own words.
 */
export const resumeAccept = `${resumeLimits.mimeType},.pdf`;

/** Why a chosen résumé cannot be sent, or undefined when it can (or none was chosen: it is optional). */
export function resumeProblem(file: File | undefined): string | undefined {
  if (!file) return undefined;
  // Browsers send the file's own type and the server refuses anything but application/pdf.
  if (file.type !== resumeLimits.mimeType) return resumeMessages.notPdf;
  if (file.size > resumeLimits.maxBytes) return resumeMessages.tooLarge;
  return undefined;
}
