/// <reference types="vite/client" />

declare module '*.md?meta' {
  const meta: import('./content/blog-post.ts').BlogPostMeta;
  export default meta;
}

declare module '*.md' {
  const post: import('./content/blog-post.ts').BlogPostDocument;
  export default post;
}
