import { getPlatform } from '../../../lib/platform/platform';
import { ApiError } from '../../../lib/api/api-error';
import { ApiErrorBodySchema } from '../../../../../contract/api-error';
import { requestMessages, serverErrorMessage } from '../../../lib/api/api-messages';

/** The file name the server offers in Content-Disposition, or the caller's fallback. */
function fileNameFrom(response: Response, fallback: string): string {
  const header = response.headers.get('Content-Disposition') ?? '';
  const match = /filename="([^"]+)"/.exec(header);
  return match?.[1] ?? fallback;
}

async function failure(response: Response): Promise<ApiError> {
  if (response.status === 401) return new ApiError(requestMessages.unauthorized, { status: 401 });
  if (response.status >= 500) return new ApiError(serverErrorMessage(response.status), { status: response.status });
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    body = undefined;
  }
  const parsed = ApiErrorBodySchema.safeParse(body);
  return new ApiError(parsed.success ? parsed.data.error : requestMessages.apiRequestFailed, {
    status: response.status,
  });
}

/** A file the API serves, fetched with the same credentials as `apiRequest`; a refusal is thrown as an ApiError. */
async function fetchFile(path: string, signal?: AbortSignal): Promise<Response> {
  const platform = getPlatform();
  let response: Response;
  try {
    response = await fetch(`${platform.apiBase}${path}`, {
      headers: await platform.authHeaders(),
      credentials: 'include',
      signal,
    });
  } catch (error) {
    throw new ApiError(requestMessages.network, { status: 0, cause: error });
  }
  if (!response.ok) throw await failure(response);
  return response;
}

/** A file the API serves (a kept picture) as a Blob. */
export async function fetchFileBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  return (await fetchFile(path, signal)).blob();
}

/**
 * CSV exports and résumés are files, not JSON, so they bypass `apiRequest`: fetched with the same
 * credentials into a Blob, then saved through a temporary object URL (a plain link could not send the token).
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const response = await fetchFile(path);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameFrom(response, fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: some browsers read the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
