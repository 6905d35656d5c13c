import * as z from 'zod/mini';
import { LabelSchema, SectionHeadingShape, TitleSchema } from './fields';
import { LinkSchema } from './link';
import { ShortRichTextSchema } from '../rich-text/rich-text-schema';
import { sectionEntry } from './section-entry';
import { headingFields, linkField, listField, objectForm, shortRichTextField, textField } from './section-form';

const calendarDateMessage = 'Use a date written as YYYY-MM-DD, such as 2026-11-02';

/** True for a YYYY-MM-DD string that names a day on the calendar (not 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/** A publication day, stored as written (no time, no zone), so it reads the same day everywhere. */
export const CalendarDateSchema = z.string().check(z.trim(), z.refine(isCalendarDate, calendarDateMessage));

/**
 * A piece of news or a resource (guide, briefing, case study…): who wrote it and when, what kind of piece it is
 * and its topic. Kind and topic are the visitor's filters; they are free text, so staff add a kind by using it.
 */
export const ArticleSchema = z.object({
  title: TitleSchema,
  kind: LabelSchema,
  topic: LabelSchema,
  author: LabelSchema,
  date: CalendarDateSchema,
  summary: ShortRichTextSchema,
  link: z.optional(LinkSchema),
});

export type Article = z.infer<typeof ArticleSchema>;

export const ArticlesSchema = z.object({
  ...SectionHeadingShape,
  items: z.array(ArticleSchema).check(z.minLength(1), z.maxLength(60)),
});

export type Articles = z.infer<typeof ArticlesSchema>;

export const articlesSection = sectionEntry({
  schema: ArticlesSchema,
  label: 'Articles',
  template: {
    title: 'Latest',
    items: [
      {
        title: 'New article',
        kind: 'News',
        topic: 'Company',
        author: 'Author name',
        date: '2026-01-01',
        summary: 'What it says, in a sentence or two.',
      },
    ],
  },
  opensPage: false,
  form: objectForm(
    ...headingFields(),
    listField('items', 'Articles', {
      itemLabel: 'Article',
      summaryField: 'title',
      fields: [
        textField('title', 'Title'),
        textField('kind', 'Type (guide, briefing, news…)'),
        textField('topic', 'Topic'),
        textField('author', 'Author'),
        textField('date', 'Date (YYYY-MM-DD)'),
        shortRichTextField('summary', 'Summary'),
        linkField('link', 'Link', { optional: true }),
      ],
    }),
  ),
});
