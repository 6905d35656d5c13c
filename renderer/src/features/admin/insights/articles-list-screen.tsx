import { Button, Flex } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { articleKindLabels, articleKinds } from '../../../../../contract/articles';
import { paths } from '../../../lib/paths';
import { useAdminArticles } from '../api/articles-list-query';
import { AdminPageHeader } from '../shell/admin-page-header';
import { DataTable } from '../shell/data-table';
import { InputField, SelectField } from '../shell/form-kit';
import { ReadOnlyNotice } from '../shell/read-only-notice';
import { ScreenError } from '../shell/screen-states';
import { useAccess } from '../shell/use-access';
import { useCanEdit } from '../shell/use-can-edit';
import { articleColumns } from './article-columns';
import { useArticleListQuery } from './article-list-query';

const statuses = [
  { value: 'draft', label: 'Draft' },
  { value: 'published', label: 'Published' },
];
const kinds = articleKinds.map((kind) => ({ value: kind, label: articleKindLabels[kind] }));

/** Insights (issue 30): every article, drafts included, newest change first, filtered by kind and status. */
export function ArticlesListScreen() {
  const canEdit = useCanEdit();
  const mayOpenPeople = useAccess().mayOpen('people');
  const [query, update] = useArticleListQuery();
  const articles = useAdminArticles(query);
  return (
    <>
      <AdminPageHeader
        title="Insights"
        description="Articles, case studies, advisories, guides and news; each lives at /insights/{slug}."
        actions={
          <>
            {mayOpenPeople && (
              <Button asChild variant="outline">
                <RouterLink to={paths.admin.people}>People</RouterLink>
              </Button>
            )}
            {canEdit && (
              <Button asChild colorPalette="navy">
                <RouterLink to={paths.admin.articleNew}>New article</RouterLink>
              </Button>
            )}
          </>
        }
      />
      {!canEdit && <ReadOnlyNotice />}
      <Flex gap="3" wrap="wrap" mb="4" role="search" aria-label="Filter articles">
        <InputField
          label="Search"
          layout={{ width: { base: 'full', sm: '72' } }}
          type="search"
          placeholder="Title or slug"
          defaultValue={query.q ?? ''}
          onChange={(event) => update({ q: event.target.value.trim() })}
        />
        <SelectField
          label="Kind"
          layout={{ width: { base: 'full', sm: '48' } }}
          options={kinds}
          emptyOption="All"
          value={query.kind ?? ''}
          onChange={(event) => update({ kind: event.target.value })}
        />
        <SelectField
          label="Status"
          layout={{ width: { base: 'full', sm: '48' } }}
          options={statuses}
          emptyOption="All"
          value={query.status ?? ''}
          onChange={(event) => update({ status: event.target.value })}
        />
      </Flex>
      {articles.isError ? (
        <ScreenError title="Could not load the articles" message={articles.error.message} />
      ) : (
        <DataTable
          caption="Articles"
          columns={articleColumns}
          data={articles.data?.items ?? []}
          loading={articles.isPending}
          emptyText={query.q || query.kind || query.status ? 'No article matches these filters.' : 'No articles yet.'}
          getRowId={(row) => String(row.id)}
          stackOnPhone
          pager={{
            page: query.page,
            pageSize: query.pageSize,
            total: articles.data?.total ?? 0,
            onPageChange: (page) => update({ page: String(page) }),
          }}
        />
      )}
    </>
  );
}
