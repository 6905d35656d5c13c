import type { ArticleAuthor } from '../../../../../contract/articles';
import { ContentImage } from '../../../components/page-sections/sections/parts/content-image';
import { initials } from '../../../components/page-sections/sections/parts/initials';
import { classNames } from '../../../lib/class-names';
import styles from './article-page.module.css';

/** A person's photo, or their initials where there is none; decoration beside their name, which is written out. */
export function AuthorAvatar({ author, size }: { author: ArticleAuthor; size: 'sm' | 'lg' }) {
  const className = classNames(styles.avatar, size === 'lg' ? styles.avatarLarge : undefined);
  if (author.photo) {
    return (
      <span className={className}>
        <ContentImage image={{ ...author.photo, alt: '', decorative: true }} sizes="64px" className={styles.photo} />
      </span>
    );
  }
  return (
    <span aria-hidden="true" className={classNames(className, styles.initials)}>
      {initials(author.name)}
    </span>
  );
}
