import { Button, Flex } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { RedirectCreatePayloadSchema } from '../../../../../contract/admin/admin-redirects';
import { validationProblems } from '../../../../../contract/validation-wording';
import { ApiError } from '../../../lib/api/api-error';
import { toastError, toastSuccess } from '../../../lib/toaster';
import { useCreateRedirect } from '../api/redirects-mutations';
import { InputField } from '../shell/form-kit';

type Field = 'source' | 'target';
type FieldErrors = Partial<Record<Field, string>>;

/** The contract's schema checks the form before it is sent; the server's own refusals land on the same fields. */
function problemsOf(source: string, target: string): FieldErrors | null {
  const parsed = RedirectCreatePayloadSchema.safeParse({ source, target });
  if (parsed.success) return null;
  const errors: FieldErrors = {};
  for (const problem of validationProblems(parsed.error.issues)) {
    const [field] = problem.path;
    if (field === 'source' || field === 'target') errors[field] ??= problem.message;
  }
  return errors;
}

export function RedirectAddForm() {
  const [source, setSource] = useState('');
  const [target, setTarget] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateRedirect();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = problemsOf(source, target);
    setErrors(problems ?? {});
    if (problems) return;
    try {
      const redirect = await create.mutateAsync({ source, target });
      toastSuccess('Redirect added', `${redirect.source} now leads to ${redirect.target}.`);
      setSource('');
      setTarget('');
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      else toastError('Redirect not added', error instanceof Error ? error.message : undefined);
    }
  };

  return (
    <form aria-label="Add a redirect" noValidate onSubmit={(event) => void submit(event)}>
      <Flex gap="3" align="flex-end" wrap="wrap">
        <InputField
          label="From (old address)"
          placeholder="/old-page"
          value={source}
          error={errors.source}
          onChange={(event) => setSource(event.target.value)}
        />
        <InputField
          label="To (new address)"
          placeholder="/new-page"
          value={target}
          error={errors.target}
          onChange={(event) => setTarget(event.target.value)}
        />
        <Button type="submit" size="sm" colorPalette="navy" loading={create.isPending}>
          Add redirect
        </Button>
      </Flex>
    </form>
  );
}
