import type { ArticleListView } from '../api/insights-query';

/** The newest three articles, which the home page shows (issue 30). */
export const latestArticlesView: ArticleListView = { page: 1, pageSize: 3 };
