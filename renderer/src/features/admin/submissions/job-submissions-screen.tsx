import type { AdminJobApplication } from '../../../../../contract/admin/admin-submissions';
import { ResumeDownload } from './resume-download';
import { formatDateTime } from '../shell/format-date';
import { lastChanged, receivedColumn, statusColumn, viewColumn } from './shared-columns';
import { SubmissionsView } from './submissions-view';

export function JobSubmissionsScreen() {
  return (
    <SubmissionsView
      kind="job"
      title="Job submissions"
      description="Applications sent from the careers page, newest first."
      columns={(open) => [
        receivedColumn<AdminJobApplication>(),
        { id: 'job', header: 'Position', cell: ({ row }) => row.original.jobTitle },
        { id: 'name', header: 'Name', cell: ({ row }) => row.original.name },
        { id: 'email', header: 'Email', cell: ({ row }) => row.original.email },
        { id: 'resume', header: 'Résumé', cell: ({ row }) => (row.original.resume ? 'Attached' : '—') },
        statusColumn<AdminJobApplication>(),
        viewColumn<AdminJobApplication>(open),
      ]}
      detailTitle={(item) => `${item.name} for ${item.jobTitle}`}
      rowName={(item) => `${item.name} (${item.jobTitle})`}
      replySubject={(item) => `Your application: ${item.jobTitle}`}
      details={(item) => [
        { label: 'Received', value: formatDateTime(item.createdAt) },
        { label: 'Position', value: item.jobTitle },
        { label: 'Name', value: item.name },
        { label: 'Email', value: item.email },
        { label: 'Phone', value: item.phone },
        { label: 'LinkedIn', value: item.linkedinUrl },
        { label: 'Cover letter', value: item.coverLetter },
        { label: 'Last changed', value: lastChanged(item) },
      ]}
      extra={(item) => <ResumeDownload application={item} />}
    />
  );
}
