/// <reference types="vite/client" />

declare module '*.md?meta' {
  const meta: import('../build/blog-post.ts').BlogPostMeta;
  export default meta;
}

declare module '*.md' {
  const post: import('../build/blog-post.ts').BlogPostDocument;
  export default post;
}
