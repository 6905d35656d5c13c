import type { AdminContactSubmission } from '../../../../../contract/admin/admin-submissions';
import { formatDateTime } from '../shell/format-date';
import { lastChanged, receivedColumn, statusColumn, viewColumn } from './shared-columns';
import { SubmissionsView } from './submissions-view';

export function ContactSubmissionsScreen() {
  return (
    <SubmissionsView
      kind="contact"
      title="Contact submissions"
      description="Messages sent through the public contact form, newest first."
      columns={(open) => [
        receivedColumn<AdminContactSubmission>(),
        { id: 'name', header: 'Name', cell: ({ row }) => row.original.name },
        { id: 'email', header: 'Email', cell: ({ row }) => row.original.email },
        { id: 'subject', header: 'Subject', cell: ({ row }) => row.original.subject ?? '—' },
        statusColumn<AdminContactSubmission>(),
        viewColumn<AdminContactSubmission>(open),
      ]}
      detailTitle={(item) => `Message from ${item.name}`}
      rowName={(item) => item.name}
      replySubject={(item) => `Re: ${item.subject ?? 'your message to us'}`}
      details={(item) => [
        { label: 'Received', value: formatDateTime(item.createdAt) },
        { label: 'Name', value: item.name },
        { label: 'Email', value: item.email },
        { label: 'Company', value: item.company },
        { label: 'Phone', value: item.phone },
        { label: 'Subject', value: item.subject },
        { label: 'Message', value: item.message },
        { label: 'Last changed', value: lastChanged(item) },
      ]}
    />
  );
}
