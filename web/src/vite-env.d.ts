/// <reference types="vite/client" />

declare module '*.md?meta' {
  const meta: import('./features/blog/post-shape.ts').BlogPostMeta;
  export default meta;
}

declare module '*.md' {
  const post: import('./features/blog/post-shape.ts').BlogPostDocument;
  export default post;
}

// content/*.yaml, checked against its schema and turned into JSON by web/vite-plugins/content-plugin.ts.
declare module '*/content/faq.yaml' {
  const file: import('zod').infer<typeof import('./features/faq/faq-schema.ts').faqFileSchema>;
  export default file;
}

declare module '*/content/testimonials.yaml' {
  const file: import('zod').infer<
    typeof import('./features/testimonials/testimonial-schema.ts').testimonialsFileSchema
  >;
  export default file;
}

declare module '*/content/team.yaml' {
  const file: import('zod').infer<typeof import('./features/team/team-schema.ts').teamFileSchema>;
  export default file;
}
