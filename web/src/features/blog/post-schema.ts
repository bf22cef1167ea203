import { z } from 'zod';

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
  })
  .meta({ title: 'Blog post' });

export type PostFrontMatter = z.infer<typeof postFrontMatterSchema>;
