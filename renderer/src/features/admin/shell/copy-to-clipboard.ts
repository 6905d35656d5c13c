import { toastError, toastSuccess } from '../../../lib/toaster';

export interface CopyMessages {
  /** "Link copied". */
  copied: string;
  /** What to do instead: "Select the link and copy it yourself." */
  instead: string;
}

/**
 * Every Copy button of the admin area: writes the text and says how it went. The clipboard can be missing
 * (an insecure page) or refused (a desktop build or browser that denies the permission), and a button that
 * silently did nothing would leave someone pasting an old link or losing their recovery codes.
 */
export async function copyToClipboard(text: string, messages: CopyMessages): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error('No clipboard');
    await navigator.clipboard.writeText(text);
    toastSuccess(messages.copied);
    return true;
  } catch {
    toastError('Could not copy', messages.instead);
    return false;
  }
}
