import { Alert, Button, chakra, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import type { AdminPerson } from '../../../../../contract/admin/admin-people';
import { ApiError } from '../../../lib/api/api-error';
import { toastSuccess } from '../../../lib/toaster';
import { useSavePerson } from '../api/people-queries';
import { SectionFieldsForm } from '../editor/sections/section-fields-form';
import { describePersonIssue, personForm, personPayload, personStart, validatePerson } from './person-form';

interface PersonDialogProps {
  /** The person to edit, or null for a new one. */
  person: AdminPerson | null;
  onClose: () => void;
}

/** The server's refusal in full: its message, and what it said about each field. */
function refusal(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [error instanceof Error ? error.message : 'Not saved'];
  const fields = Object.entries(error.fields ?? {}).map(([field, message]) => `${field}: ${message}`);
  return [error.message, ...fields];
}

/** Adding or editing one person: their name, role, photo, short bio, credentials and profile links. */
export function PersonDialog({ person, onClose }: PersonDialogProps) {
  const save = useSavePerson();
  const [start] = useState(() => personStart(person));
  const [data, setData] = useState<unknown>(start);
  const [problems, setProblems] = useState<string[]>([]);
  const onChange = useCallback((next: unknown) => setData(next), []);
  const title = person ? `Edit ${person.name}` : 'New person';

  const submit = async () => {
    const issues = validatePerson(data);
    if (issues.length > 0) return setProblems(issues.map(describePersonIssue));
    setProblems([]);
    try {
      const payload = personPayload(data);
      await save.mutateAsync(person ? { payload, id: person.id, version: person.version } : { payload });
      toastSuccess(person ? 'Person saved' : 'Person added', payload.name);
      onClose();
    } catch (error) {
      setProblems(refusal(error));
    }
  };

  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} size={{ base: 'full', md: 'lg' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx={{ md: '4' }}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {problems.length > 0 && (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Content>
                      <Alert.Title>Not saved</Alert.Title>
                      <Alert.Description>
                        <chakra.ul ps="4" listStyleType="disc">
                          {problems.map((problem) => (
                            <li key={problem}>{problem}</li>
                          ))}
                        </chakra.ul>
                      </Alert.Description>
                    </Alert.Content>
                  </Alert.Root>
                )}
                <SectionFieldsForm
                  sectionKey="person"
                  form={personForm}
                  initial={start}
                  readOnly={false}
                  onChange={onChange}
                  validate={validatePerson}
                />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button colorPalette="navy" loading={save.isPending} onClick={() => void submit()}>
                {person ? 'Save person' : 'Add person'}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
