import { topicSlug } from '../../../../../contract/article-kinds';
import { nounFor } from '../../../../../contract/plural';
import type { ValidatedArticle } from '../../../lib/api/insights-fetch';
import { ArrowLink } from '../../../components/page-sections/sections/parts/arrow-link';
import { SiteContainer } from '../../../components/page-sections/sections/section-shell';
import { SiteLink } from '../../../components/page-sections/sections/site-link';
import { paths } from '../../../lib/paths';
import { AuthorAvatar } from './author-avatar';
import styles from './article-page.module.css';

/** After the body: the article's topics (each a link to its topic page), its authors and the services it is about. */
export function ArticleFooter({ article }: { article: ValidatedArticle }) {
  return (
    <SiteContainer width="article" className={styles.footer}>
      {article.topics.length > 0 && (
        <section aria-labelledby="article-topics" className={styles.footerPart}>
          <h2 id="article-topics" className={styles.footerHeading}>
            Topics
          </h2>
          <ul className={styles.topics}>
            {article.topics.map((topic) => (
              <li key={topic}>
                <SiteLink href={paths.insightsTopic(topicSlug(topic))} className={styles.topic}>
                  {topic}
                </SiteLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      {article.authors.length > 0 && (
        <section aria-labelledby="article-authors" className={styles.footerPart}>
          <h2 id="article-authors" className={styles.footerHeading}>
            About the {nounFor(article.authors.length, 'author')}
          </h2>
          <ul className={styles.authors}>
            {article.authors.map((author) => (
              <li key={author.id} className={styles.author}>
                <AuthorAvatar author={author} size="lg" />
                <div>
                  <p className={styles.authorName}>{author.name}</p>
                  <p className={styles.authorRole}>{author.role}</p>
                  {author.credentials.length > 0 && (
                    <ul aria-label={`Credentials of ${author.name}`} className={styles.credentials}>
                      {author.credentials.map((credential) => (
                        <li key={credential}>{credential}</li>
                      ))}
                    </ul>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
      {article.relatedServices.length > 0 && (
        <section aria-labelledby="article-services" className={styles.footerPart}>
          <h2 id="article-services" className={styles.footerHeading}>
            How we can help
          </h2>
          <ul className={styles.services}>
            {article.relatedServices.map((service) => (
              <li key={service.path}>
                <ArrowLink href={service.path}>{service.title}</ArrowLink>
              </li>
            ))}
          </ul>
        </section>
      )}
    </SiteContainer>
  );
}
