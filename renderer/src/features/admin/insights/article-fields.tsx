import { chakra, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { plural } from '../../../../../contract/plural';
import { useCallback, useState } from 'react';
import * as z from 'zod/mini';
import type { ArticleKind, ArticleMeta } from '../../../../../contract/articles';
import {
  articleKindLabels,
  articleKinds,
  articleReadingMinutes,
  maxArticleAuthors,
  maxArticleTopics,
  maxRelatedServices,
} from '../../../../../contract/articles';
import { ImageSchema } from '../../../../../contract/page-content/fields';
import { imageField, objectForm } from '../../../../../contract/page-content/section-form';
import { useAdminPages } from '../api/pages-list-query';
import { useAdminPeople } from '../api/people-queries';
import type { DocumentBlock } from '../editor/sections/blocks-state';
import { SectionFieldsForm } from '../editor/sections/section-fields-form';
import { schemaIssues } from '../editor/sections/section-validation';
import { SelectField } from '../shell/form-kit';
import { allPages } from './article-field-text';
import { sameValue } from './article-meta';
import { IdListPicker } from './id-list-picker';
import { TagsField } from './tags-field';

const coverForm = objectForm(imageField('cover', 'Cover image', { optional: true }));
const CoverSchema = z.object({ cover: z.optional(ImageSchema) });
const validateCover = (data: unknown) => schemaIssues(CoverSchema, data);
const kindOptions = articleKinds.map((kind) => ({ value: kind, label: articleKindLabels[kind] }));

interface ArticleFieldsProps {
  meta: ArticleMeta;
  onChange: (meta: ArticleMeta) => void;
  /** The body as it is now: the reading time follows it. */
  blocks: readonly DocumentBlock[];
  readOnly: boolean;
}

/**
 * What an article has beyond a page (issue 30): its kind, cover (from the media library, with its alt text), authors
 * (people, in byline order), topics and related services, and the reading time the server will compute.
 */
export function ArticleFields({ meta, onChange, blocks, readOnly }: ArticleFieldsProps) {
  const people = useAdminPeople();
  const pages = useAdminPages(allPages);
  // The cover form starts once from the saved cover; its changes come back through `onCover`.
  const [coverStart] = useState(() => ({ cover: meta.cover }));
  const onCover = useCallback(
    (data: unknown) => {
      const parsed = CoverSchema.safeParse(data);
      const cover = parsed.success ? parsed.data.cover : undefined;
      if (sameValue(cover, meta.cover)) return;
      const { cover: _old, ...rest } = meta;
      onChange(cover ? { ...rest, cover } : rest);
    },
    [meta, onChange],
  );
  const minutes = articleReadingMinutes(blocks);
  return (
    <chakra.section aria-labelledby="article-fields-heading" minWidth="0">
      <Stack gap="4">
        <Heading as="h2" size="md" id="article-fields-heading">
          Article
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="end">
          <SelectField
            label="Kind"
            options={kindOptions}
            readOnly={readOnly}
            value={meta.kind}
            onChange={(event) => onChange({ ...meta, kind: event.target.value as ArticleKind })}
          />
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            Reading time: about {plural(minutes, 'minute')} (from the words in the body)
          </Text>
        </SimpleGrid>
        <SectionFieldsForm
          sectionKey="article-cover"
          form={coverForm}
          initial={coverStart}
          readOnly={readOnly}
          onChange={onCover}
          validate={validateCover}
        />
        <IdListPicker
          label="Authors"
          itemNoun="author"
          options={(people.data?.items ?? []).map((person) => ({ id: person.id, label: person.name }))}
          value={meta.authorIds}
          onChange={(authorIds) => onChange({ ...meta, authorIds })}
          max={maxArticleAuthors}
          readOnly={readOnly}
          emptyText="No authors yet: the article is signed by the firm."
          hint="The byline names them in this order. People are added on the People screen."
        />
        <TagsField
          label="Topics"
          value={meta.topics}
          onChange={(topics) => onChange({ ...meta, topics })}
          max={maxArticleTopics}
          readOnly={readOnly}
          placeholder="Add a topic"
          hint={`Press Enter or type a comma after each; at most ${maxArticleTopics}.`}
        />
        <IdListPicker
          label="Related services"
          itemNoun="page"
          options={(pages.data?.items ?? []).map((page) => ({ id: page.id, label: page.title }))}
          value={meta.relatedPageIds}
          onChange={(relatedPageIds) => onChange({ ...meta, relatedPageIds })}
          max={maxRelatedServices}
          readOnly={readOnly}
          emptyText="No related services."
        />
      </Stack>
    </chakra.section>
  );
}
