import { classNames } from '../../../lib/class-names';
import { Eyebrow, isEyebrowText } from './eyebrow';
import styles from './intro-section.module.css';
import { ContentImage } from './parts/content-image';
import { RichText } from './parts/rich-text';
import { sectionTitleClass } from './section-heading';
import type { SectionRendererProps } from './section-props';

function sameTitle(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * The page's opening statement. On policy pages the intro repeats the page title already shown as the
 * h1, so it becomes a plain preamble; elsewhere it is an editorial two-column block.
 */
export function IntroSection({ data, headingId, pageTitle }: SectionRendererProps<'intro'>) {
  const eyebrow = isEyebrowText(data.subtitle) ? data.subtitle : undefined;
  const lead = eyebrow ? undefined : data.subtitle;
  // Formatted text each: the second and third paragraphs, then the body (whose blank lines start paragraphs).
  const body = [data.description1, data.description2, data.content].filter((text): text is string => Boolean(text));

  if (sameTitle(data.title, pageTitle)) {
    return (
      <div className={classNames(styles.stack, styles.preamble)}>
        <h2 id={headingId} className={styles.visuallyHidden}>
          {data.title}
        </h2>
        {data.subtitle && <Eyebrow>{data.subtitle}</Eyebrow>}
        {data.description && <RichText source={data.description} className={styles.preambleDescription} />}
        {body.map((text, index) => (
          <RichText key={index} source={text} className={styles.body} spacing="parent" />
        ))}
      </div>
    );
  }

  // No drawing of its own beside the title: art is content (the intro's image), so a page never shows a built-in
  // picture its editors did not choose, nor the same one as its banner (issue 31's art rules).
  return (
    <div className={styles.editorial}>
      <div className={styles.stack}>
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <h2 id={headingId} className={sectionTitleClass}>
          {data.title}
        </h2>
        {lead && <p className={styles.lead}>{lead}</p>}
        {data.image && (
          <div className={styles.picture}>
            <ContentImage image={data.image} sizes="(min-width: 64rem) 40vw, 100vw" className={styles.image} />
          </div>
        )}
      </div>
      <div className={classNames(styles.stack, styles.copy)} data-eyebrow={eyebrow ? '' : undefined}>
        {data.description && <RichText source={data.description} className={styles.description} />}
        {body.map((text, index) => (
          <RichText key={index} source={text} className={classNames(styles.body, styles.text)} spacing="parent" />
        ))}
      </div>
    </div>
  );
}
