import { z } from 'zod';

const coverRule = 'must be an image uploaded to content/media (JPEG, PNG, WebP or AVIF)';

/** A post's front matter (content/blog/<address>.md); its body is the Markdown after it. */
export const postFrontMatterSchema = z
  .object({
    title: z.string().min(5).max(120).meta({ title: 'Title' }),
    description: z
      .string()
      .min(15)
      .max(160)
      .meta({ title: 'Description', description: 'Shown on the blog index and in search results.' }),
    published: z.iso.date().meta({ title: 'Published' }),
    author: z.string().min(3).max(80).meta({ title: 'Author' }),
    readingMinutes: z.number().int().min(1).max(60).meta({ title: 'Reading time in minutes' }),
    cover: z
      .string()
      .regex(/^\/content\/media\/[^/]+\.(jpe?g|png|webp|avif)$/i, coverRule)
      .optional()
      // Optimised at build (web/vite-plugins/media-images.ts); the editor offers an upload.
      .meta({ title: 'Cover image', editorWidget: 'image', patternMessage: coverRule }),
    coverAlt: z.string().min(5).max(160).optional().meta({
      title: 'Cover image description',
      description: 'What the picture shows, for people who cannot see it. Needed with a cover image.',
    }),
  })
  .refine((post) => post.cover === undefined || post.coverAlt !== undefined, {
    path: ['coverAlt'],
    message: 'required with a cover image',
  })
  .meta({ title: 'Blog post' });

export type PostFrontMatter = z.infer<typeof postFrontMatterSchema>;
