export const blogCopy = {
  intro:
    'Short, practical pieces on moving more with an ADHD brain: what the research says, what our members tell us, and what we build because of it.',
  byline: (author: string, minutes: number) => `By ${author} · ${minutes} min read`,
  backToBlog: 'All posts',
  newerPost: 'Newer post',
  olderPost: 'Older post',
  newerPosts: 'Newer posts',
  olderPosts: 'Older posts',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  pagination: 'Blog pages',
  postNavigation: 'More posts',
} as const;
