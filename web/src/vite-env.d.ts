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

declare module '*/content/pages/hero.yaml' {
  const file: import('zod').infer<typeof import('./features/hero/hero-copy-schema.ts').heroCopyFileSchema>;
  export default file;
}

declare module '*/content/pages/about.yaml' {
  const file: import('zod').infer<typeof import('./features/about/about-copy-schema.ts').aboutCopyFileSchema>;
  export default file;
}

declare module '*/content/pages/showcase.yaml' {
  const file: import('zod').infer<
    typeof import('./features/showcase/showcase-copy-schema.ts').showcaseCopyFileSchema
  >;
  export default file;
}

declare module '*/content/pages/pricing.yaml' {
  const file: import('zod').infer<
    typeof import('./features/pricing/pricing-copy-schema.ts').pricingCopyFileSchema
  >;
  export default file;
}

declare module '*/content/pages/employee-benefits.yaml' {
  const file: import('zod').infer<
    typeof import('./features/employee-benefits/employee-benefits-copy-schema.ts').employeeBenefitsCopyFileSchema
  >;
  export default file;
}

declare module '*/content/pages/team.yaml' {
  const file: import('zod').infer<typeof import('./features/team/team-copy-schema.ts').teamCopyFileSchema>;
  export default file;
}

declare module '*/content/pages/faq.yaml' {
  const file: import('zod').infer<typeof import('./features/faq/faq-copy-schema.ts').faqCopyFileSchema>;
  export default file;
}

declare module '*/content/pages/testimonials.yaml' {
  const file: import('zod').infer<
    typeof import('./features/testimonials/testimonials-copy-schema.ts').testimonialsCopyFileSchema
  >;
  export default file;
}

declare module '*/content/pages/blog.yaml' {
  const file: import('zod').infer<typeof import('./features/blog/blog-copy-schema.ts').blogCopyFileSchema>;
  export default file;
}

declare module '*/content/pages/contact.yaml' {
  const file: import('zod').infer<
    typeof import('./features/contact/contact-copy-schema.ts').contactCopyFileSchema
  >;
  export default file;
}

declare module '*/content/pages/download.yaml' {
  const file: import('zod').infer<
    typeof import('./features/download/download-copy-schema.ts').downloadCopyFileSchema
  >;
  export default file;
}

declare module '*/content/pages/consent.yaml' {
  const file: import('zod').infer<
    typeof import('./features/consent/consent-copy-schema.ts').consentCopyFileSchema
  >;
  export default file;
}

declare module '*/content/legal/privacy-policy.yaml' {
  const file: import('zod').infer<typeof import('./features/legal/legal-schema.ts').privacyPolicyFileSchema>;
  export default file;
}

declare module '*/content/legal/terms.yaml' {
  const file: import('zod').infer<typeof import('./features/legal/legal-schema.ts').termsFileSchema>;
  export default file;
}
