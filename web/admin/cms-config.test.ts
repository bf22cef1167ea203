import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { postFrontMatterSchema } from '../src/features/blog/post-schema.ts';
import { contentFiles } from '../vite-plugins/content-files.ts';
import { markdownToHtml } from '../vite-plugins/markdown-html.ts';
import { maxUploadBytes } from '../vite-plugins/media-images.ts';
import { editorSignInStartPath } from '../../contract/editor-sign-in-route.ts';
import { cmsConfig } from './cms-config.ts';
import { blogCollectionName, faqFileName } from './editor-names.ts';

const editorOrigin = 'https://admin.staging.fernly.example';
// Read as plain data, as the editor's page hands it to Sveltia CMS (/admin/config.js).
const config: unknown = JSON.parse(
  JSON.stringify(cmsConfig({ repo: 'fernly/website', branch: 'main' }, editorOrigin)),
);

type Data = Readonly<Record<string, unknown>>;
const isData = (value: unknown): value is Data => typeof value === 'object' && value !== null;
const list = (value: unknown): Data[] => (Array.isArray(value) ? value.filter(isData) : []);
const numberOr = (...values: unknown[]) => values.find((value) => typeof value === 'number');

/** The rules of each field, in one shape for both sides: `name: required min max pattern options`. */
function rule(
  name: string,
  required: boolean,
  min: unknown,
  max: unknown,
  pattern: unknown,
  options: unknown,
): string {
  const parts = [name, required ? 'required' : 'optional', `min=${String(min)}`, `max=${String(max)}`];
  if (typeof pattern === 'string') parts.push(`pattern=${pattern}`);
  if (Array.isArray(options)) parts.push(`options=${options.map(String).join('|')}`);
  return parts.join(' ');
}

function propertyRule(path: string, property: Data, required: boolean): string {
  return rule(
    path,
    required,
    numberOr(property.minLength, property.minItems, property.minimum),
    numberOr(property.maxLength, property.maxItems, property.maximum),
    // A date is a date picker; an upload's path is the editor's to write (cms-config.ts).
    property.format === 'date' || property.editorWidget === 'image' ? undefined : property.pattern,
    property.enum,
  );
}

/** The rules of one kind of list item, under its `kind`, without the `kind` itself. */
function variantRules(variant: Data, path: string): string[] {
  const { kind, ...properties } = isData(variant.properties) ? variant.properties : {};
  const name = isData(kind) ? String(kind.const) : 'no kind';
  return [`${path}.${name}`, ...schemaRules({ ...variant, properties }, `${path}.${name}.`)];
}

/** The rules of a list's items: each kind's, an object's fields, or one text's rules as `item`. */
function itemRules(items: Data, path: string): string[] {
  if (Array.isArray(items.oneOf)) {
    return items.oneOf.filter(isData).flatMap((variant) => variantRules(variant, path));
  }
  return isData(items.properties)
    ? schemaRules(items, `${path}.`)
    : [propertyRule(`${path}.item`, items, true)];
}

function schemaRules(json: Data, prefix = ''): string[] {
  const required = new Set(Array.isArray(json.required) ? json.required.map(String) : []);
  const properties = isData(json.properties) ? json.properties : {};
  return Object.entries(properties).flatMap(([name, property]) => {
    if (!isData(property)) return [];
    const path = `${prefix}${name}`;
    return [
      propertyRule(path, property, required.has(name)),
      ...(isData(property.items) ? itemRules(property.items, path) : []),
      ...(isData(property.properties) ? schemaRules(property, `${path}.`) : []),
    ];
  });
}

function editorRules(fields: readonly Data[], prefix = ''): string[] {
  return fields.flatMap((field) => {
    const path = `${prefix}${String(field.name)}`;
    const patternAndMessage: unknown[] = Array.isArray(field.pattern) ? field.pattern : [];
    const pattern = patternAndMessage[0];
    return [
      rule(
        path,
        field.required === true,
        numberOr(field.minlength, field.min),
        numberOr(field.maxlength, field.max),
        pattern,
        field.options,
      ),
      ...editorRules(list(field.fields), `${path}.`),
      ...editorRules(isData(field.field) ? [field.field] : [], `${path}.`),
      ...list(field.types).flatMap((type) => [
        `${path}.${String(type.name)}`,
        ...editorRules(list(type.fields), `${path}.${String(type.name)}.`),
      ]),
    ];
  });
}

function json(schema: z.ZodType): Data {
  const value: unknown = z.toJSONSchema(schema, { io: 'input' });
  return isData(value) ? value : {};
}

const collections = isData(config) ? list(config.collections) : [];

describe('the editor configuration', () => {
  it.each(contentFiles)('gives $file the fields and rules of its schema, written once', (content) => {
    const file = collections
      .flatMap((collection) => list(collection.files))
      .find((candidate) => candidate.file === content.file);
    expect(editorRules(list(file?.fields))).toEqual(schemaRules(json(content.schema)));
  });

  it('gives blog posts the front matter rules and a required text', () => {
    const blog = collections.find((collection) => collection.folder === 'content/blog');
    const fields = list(blog?.fields);
    expect(editorRules(fields.filter((field) => field.name !== 'body'))).toEqual(
      schemaRules(json(postFrontMatterSchema)),
    );
    expect(fields.find((field) => field.name === 'body')).toMatchObject({
      widget: 'markdown',
      required: true,
    });
  });

  it('offers in a post’s text only the Markdown the build accepts', () => {
    const body = list(list(collections.find((c) => c.folder === 'content/blog')?.fields)).find(
      (field) => field.name === 'body',
    );
    // What each of the editor's buttons and components writes (Sveltia CMS's rich text editor).
    const written: Readonly<Record<string, string>> = {
      bold: '**bold**',
      italic: '_italic_',
      strikethrough: '~~gone~~',
      code: '`code`',
      link: '[a link](https://fernly.example/)',
      'heading-two': '## Two',
      'heading-three': '### Three',
      'heading-four': '#### Four',
      'bulleted-list': '- item',
      'numbered-list': '1. item',
      image: '![A fern](/content/media/fern.jpg)',
      'code-block': '```\nminutes: 5\n```',
    };
    const offered = [body?.buttons, body?.editor_components].flatMap((names) =>
      Array.isArray(names) ? names.map(String) : [],
    );
    expect(offered.sort()).toEqual(Object.keys(written).sort());
    for (const name of offered) expect(() => markdownToHtml(written[name] ?? '', name)).not.toThrow();
    // Offered by default, refused by the build.
    expect(() => markdownToHtml('> a quote', 'quote')).toThrow();
    expect(() => markdownToHtml('# One', 'heading-one')).toThrow();
  });

  it('states the counts the spec fixes: four home FAQs, at least twelve testimonials, three founders', () => {
    const rules = collections.flatMap((collection) =>
      list(collection.files).flatMap((file) => editorRules(list(file.fields), `${String(file.name)}.`)),
    );
    expect(rules).toContain('faq.home required min=4 max=4');
    expect(rules).toContain('testimonials.testimonials required min=12 max=undefined');
    expect(rules).toContain('team.founders required min=3 max=3');
    expect(rules).toContain('testimonials.testimonials.text required min=60 max=220');
  });

  it('names every file apart, so the preview templates (preview.tsx) find the FAQs and the posts alone', () => {
    const files = collections.flatMap((collection) => list(collection.files));
    const names = [...files.map((file) => file.name), ...collections.map((collection) => collection.name)];
    expect(new Set(names).size).toBe(names.length);
    expect(files.find((file) => file.name === faqFileName)?.file).toBe('content/faq.yaml');
    expect(collections.find((collection) => collection.name === blogCollectionName)?.folder).toBe(
      'content/blog',
    );
  });

  it('gives a legal document its block kinds, the cookie switch only to the privacy policy', () => {
    const legal = collections.find((collection) => collection.name === 'legal');
    const blockKinds = (name: string) => {
      const file = list(legal?.files).find((candidate) => candidate.name === name);
      const sections = list(file?.fields).find((field) => field.name === 'sections');
      const blocks = list(sections?.fields).find((field) => field.name === 'blocks');
      return { typeKey: blocks?.typeKey, kinds: list(blocks?.types).map((type) => type.name) };
    };
    expect(blockKinds('privacy-policy')).toEqual({
      typeKey: 'kind',
      kinds: ['paragraph', 'list', 'definitions', 'contactLink', 'consentToggle'],
    });
    expect(blockKinds('terms').kinds).toEqual(['paragraph', 'list', 'definitions', 'contactLink']);
  });

  it('opens pull requests on the repository and branch it is given, never commits to it, and uploads to content/media', () => {
    expect(config).toMatchObject({
      backend: { name: 'github', repo: 'fernly/website', branch: 'main' },
      publish_mode: 'editorial_workflow',
      media_folder: 'content/media',
    });
  });

  it('signs in through the GitHub App only, not with a personal access token', () => {
    expect(config).toMatchObject({ backend: { auth_methods: ['oauth'] } });
  });

  it('refuses an upload over the size the build accepts, when the editor chooses it', () => {
    expect(config).toMatchObject({ media_libraries: { all: { max_file_size: maxUploadBytes } } });
    expect(maxUploadBytes).toBe(5 * 1024 * 1024);
  });

  it('opens the sign-in window on the helper’s start path of the editor’s own origin', () => {
    const backend = isData(config) && isData(config.backend) ? config.backend : {};
    expect(backend.base_url).toBe(editorOrigin);
    // Sveltia CMS 0.221.1 trims slashes from both and joins them with one (Decap joins them as given).
    const trim = (value: unknown) => String(value).replace(/^\/+|\/+$/g, '');
    const windowUrl = new URL(`${trim(backend.base_url)}/${trim(backend.auth_endpoint)}`);
    expect(windowUrl.origin).toBe(editorOrigin);
    expect(windowUrl.pathname).toBe(editorSignInStartPath);
    expect(String(backend.auth_endpoint).startsWith('/')).toBe(false);
  });
});
