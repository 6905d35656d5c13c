import { Alert, Button, chakra, Flex, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import type { Resolver } from 'react-hook-form';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import * as z from 'zod/mini';
import { ArticleCreatePayloadSchema } from '../../../../../contract/admin/admin-articles';
import { adminMessages } from '../../../../../contract/admin/admin-messages';
import { adminSlugRejection } from '../../../../../contract/admin/slug-rules';
import type { ArticleKind } from '../../../../../contract/articles';
import { articleKindLabels, articleKinds } from '../../../../../contract/articles';
import { useAuth } from '../../../lib/auth/use-auth';
import { applyServerFieldErrors } from '../../../lib/forms/apply-server-field-errors';
import { useLeaveGuard, useLeaveWithoutAsking } from '../../../lib/navigation/use-leave-guard';
import { paths } from '../../../lib/paths';
import { toastSuccess } from '../../../lib/toaster';
import { useCreateAdminArticle } from '../api/articles-mutations';
import { AdminPageHeader } from '../shell/admin-page-header';
import { InputField, SelectField } from '../shell/form-kit';
import { RefusedScreen } from '../shell/refused-screen';
import { useAccess } from '../shell/use-access';
import { useSlugFollowsTitle } from '../shell/use-slug-follows-title';

/** As on the new-page screen: the editor's chunk is in hand before navigating, so this form never lingers. */
const loadEditScreen = () =>
  import('./article-edit-screen').then(
    () => undefined,
    () => undefined,
  );

const NewArticleSchema = z.pick(ArticleCreatePayloadSchema, { title: true, slug: true, kind: true }).check(
  z.superRefine((value, context) => {
    const rejection = adminSlugRejection(value.slug.trim(), 'subpage');
    if (rejection) context.addIssue({ code: 'custom', path: ['slug'], message: rejection, input: value.slug });
  }),
);
interface NewArticleValues {
  title: string;
  slug: string;
  kind: ArticleKind;
}
const fieldOrder = ['title', 'slug', 'kind'] as const;
const kindOptions = articleKinds.map((kind) => ({ value: kind, label: articleKindLabels[kind] }));

/** "New article": what it is called, where it lives and what kind it is; the rest is written in the editor. */
export function ArticleNewScreen() {
  const create = useCreateAdminArticle();
  const navigate = useNavigate();
  const leaveAnyway = useLeaveWithoutAsking();
  const [editScreenLoaded] = useState(loadEditScreen);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<NewArticleValues>({
    // The schema's output is the payload; the form holds the same three fields as text.
    resolver: zodResolver(NewArticleSchema) as unknown as Resolver<NewArticleValues>,
    mode: 'onTouched',
    defaultValues: { title: '', slug: '', kind: 'insight' },
  });
  const title = useWatch({ control: form.control, name: 'title' });
  const slug = useWatch({ control: form.control, name: 'slug' });
  useSlugFollowsTitle({
    title,
    slug,
    enabled: true,
    setSlug: (next) => form.setValue('slug', next, { shouldDirty: true, shouldValidate: next !== '' }),
  });
  useLeaveGuard(form.formState.isDirty && !form.formState.isSubmitSuccessful);
  const { user } = useAuth();
  const allowed = useAccess().mayOpen('articleNew');
  if (!allowed)
    return <RefusedScreen title="New article" message={adminMessages.readOnlyRole(user?.role ?? 'viewer')} />;

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const article = await create.mutateAsync(values);
      await editScreenLoaded;
      toastSuccess('Article created', 'It is a draft until you publish it.');
      leaveAnyway(() => void navigate(paths.admin.articleEdit(article.id), { replace: true }));
    } catch (error) {
      applyServerFieldErrors(error, form.setError, fieldOrder);
      setProblem(error instanceof Error ? error.message : 'Not created');
    }
  });
  const { errors } = form.formState;
  return (
    <>
      <AdminPageHeader
        title="New article"
        description="Name it and say what kind it is; the body, cover and authors are written in the editor next."
      />
      <chakra.form onSubmit={(event) => void submit(event)} noValidate aria-label="New article" maxW="3xl">
        <Stack gap="4">
          {problem && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Not created</Alert.Title>
                <Alert.Description>{problem}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <InputField label="Title" required error={errors.title?.message} {...form.register('title')} />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <InputField
              label="Slug"
              required
              error={errors.slug?.message}
              hint={`Address: /insights/${slug || '…'}`}
              autoComplete="off"
              spellCheck={false}
              {...form.register('slug')}
            />
            <SelectField label="Kind" options={kindOptions} error={errors.kind?.message} {...form.register('kind')} />
          </SimpleGrid>
          <Flex gap="3" wrap="wrap">
            <Button type="submit" colorPalette="navy" loading={form.formState.isSubmitting}>
              Create article
            </Button>
            <Button asChild variant="outline">
              <RouterLink to={paths.admin.articles}>Cancel</RouterLink>
            </Button>
          </Flex>
        </Stack>
      </chakra.form>
    </>
  );
}
