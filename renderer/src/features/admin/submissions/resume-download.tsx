import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { AdminJobApplication } from '../../../../../contract/admin/admin-submissions';
import { downloadResume } from '../api/submission-downloads';
import { toastError } from '../../../lib/toaster';

const kilobytes = (size: number) => `${Math.max(1, Math.round(size / 1024))} KB`;

/** Always a download, never opened inline: applicants' files are not trusted content. */
export function ResumeDownload({ application }: { application: AdminJobApplication }) {
  const [pending, setPending] = useState(false);
  const { resume } = application;
  if (!resume) return <Text color="fg.muted">No résumé attached.</Text>;
  const download = async () => {
    setPending(true);
    try {
      await downloadResume(application.id);
    } catch (error) {
      toastError('Résumé not downloaded', error instanceof Error ? error.message : undefined);
    } finally {
      setPending(false);
    }
  };
  return (
    <Button size="sm" variant="outline" alignSelf="flex-start" loading={pending} onClick={() => void download()}>
      Download résumé ({resume.fileName}, {kilobytes(resume.size)})
    </Button>
  );
}
