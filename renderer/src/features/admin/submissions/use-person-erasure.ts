import { useState } from 'react';
import type { ErasurePreview } from '../../../../../contract/admin/admin-submissions';
import { previewErasure, useErasePersonData } from '../api/submission-erasure';
import { toastError, toastSuccess } from '../../../lib/toaster';
import { useAccess } from '../shell/use-access';
import { erasureOutcome } from './erasure-wording';

const reason = (error: unknown) => (error instanceof Error ? error.message : undefined);

/**
 * "Delete this person's data": admins only (the server checks again). The counts are asked for first,
 * so the confirmation can say exactly what will go before anything does.
 */
export function usePersonErasure(email: string | undefined, onErased: () => void) {
  const { mayUse } = useAccess();
  const erase = useErasePersonData();
  const [checking, setChecking] = useState(false);
  const [preview, setPreview] = useState<{ email: string; counts: ErasurePreview } | null>(null);

  const start = async () => {
    if (!email) return;
    setChecking(true);
    try {
      setPreview({ email, counts: await previewErasure(email) });
    } catch (error) {
      toastError("Could not look up this person's submissions", reason(error));
    } finally {
      setChecking(false);
    }
  };

  const confirm = async () => {
    if (!preview) return;
    try {
      const result = await erase.mutateAsync(preview.email);
      setPreview(null);
      toastSuccess('Personal data deleted', erasureOutcome(result));
      onErased();
    } catch (error) {
      setPreview(null);
      toastError('Personal data not deleted', reason(error));
    }
  };

  return {
    allowed: mayUse('erasePerson'),
    checking,
    preview,
    start,
    confirm,
    cancel: () => setPreview(null),
  };
}
