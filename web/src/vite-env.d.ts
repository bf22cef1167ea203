/// <reference types="vite/client" />

declare module '*.md?meta' {
  const meta: import('./features/blog/post-shape.ts').BlogPostMeta;
  export default meta;
}

declare module '*.md' {
  const post: import('./features/blog/post-shape.ts').BlogPostDocument;
  export default post;
}
