import { resumeLimits, resumeMessages } from '../../../../../contract/submissions';

export const resumeAccept = resumeLimits.mimeType;

/** Why a chosen résumé cannot be sent, or undefined when it can (or none was chosen: it is optional). */
export function resumeProblem(file: File | undefined): string | undefined {
  if (!file) return undefined;
  // Browsers send the file's own type and the server refuses anything but application/pdf.
  if (file.type !== resumeLimits.mimeType) return resumeMessages.notPdf;
  if (file.size > resumeLimits.maxBytes) return resumeMessages.tooLarge;
  return undefined;
}
