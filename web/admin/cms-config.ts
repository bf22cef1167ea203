// The editor's configuration (Sveltia CMS, decision 0050), generated from the content schemas so a
// field's rules are written once: what the build refuses, the editor refuses too, with the same
// limits. web/admin/cms-config.test.ts walks both to prove it.
import type { CmsConfig, Field, RichTextEditorButtonName, VariableFieldType } from '@sveltia/cms';
import { z } from 'zod';
import { editorPath } from '../../contract/editor-path.ts';
import { editorSignInStartPath } from '../../contract/editor-sign-in-route.ts';
import { postFrontMatterSchema } from '../src/features/blog/post-schema.ts';
import { contentFiles } from '../vite-plugins/content-files.ts';
import { maxUploadBytes } from '../vite-plugins/media-images.ts';
import { blogCollectionName, editorFileName } from './editor-names.ts';

/** Where the production editor opens its pull requests: the repository and the branch the pipeline deploys. */
export interface EditorRepository {
  readonly repo: string;
  readonly branch: string;
}

/** The formatting an editor's toolbar offers in a post's text. */
const postTextButtons: RichTextEditorButtonName[] = [
  'bold',
  'italic',
  'strikethrough',
  'code',
  'link',
  'heading-two',
  'heading-three',
  'heading-four',
  'bulleted-list',
  'numbered-list',
];

/** The site's mark, as the editor shows it. */
export const editorLogoPath = `${editorPath}/favicon.svg`;

/** The folder editors upload images to; the build optimises them (web/vite-plugins/media-images.ts). */
const mediaFolder = 'content/media';

interface JsonSchema {
  readonly type?: string;
  readonly title?: string;
  readonly description?: string;
  readonly format?: string;
  readonly pattern?: string;
  readonly patternMessage?: string;
  /** A schema's hint that a path names an upload (e.g. a post's cover). */
  readonly editorWidget?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly enum?: readonly unknown[];
  readonly items?: JsonSchema;
  /** The kinds a list item may be (a legal document's blocks), each told apart by its `kind`. */
  readonly oneOf?: readonly JsonSchema[];
  readonly const?: unknown;
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
}

/** The property that tells a list item's kinds apart, as the schemas name it (legal-schema.ts). */
const typeKey = 'kind';

/** One kind of list item: its name is its `kind`, its fields the others. */
function variantOf(variant: JsonSchema): VariableFieldType {
  const { [typeKey]: kind, ...properties } = variant.properties ?? {};
  if (typeof kind?.const !== 'string')
    throw new Error(`A list item's kind has no name: ${JSON.stringify(variant)}`);
  const fields = fieldsOf({ ...variant, properties });
  return { name: kind.const, label: variant.title ?? kind.const, ...(fields.length === 0 ? {} : { fields }) };
}

/** Longer text gets a text area; a line is enough for names, titles and questions. */
const multiLineFrom = 121;

function isJsonSchema(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null;
}

function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const json: unknown = z.toJSONSchema(schema, { io: 'input' });
  if (!isJsonSchema(json)) throw new Error('zod gave no JSON Schema');
  return json;
}

/** A pattern with the message the schema gives it, which the editor shows under the field. */
function patternOf(property: JsonSchema): { pattern?: [string, string] } {
  return property.pattern === undefined
    ? {}
    : { pattern: [property.pattern, property.patternMessage ?? `must match ${property.pattern}`] };
}

function fieldOf(name: string, property: JsonSchema, required: boolean): Field {
  const common = {
    name,
    label: property.title ?? name,
    required,
    ...(property.description === undefined ? {} : { hint: property.description }),
  };
  if (property.type === 'object' && property.properties !== undefined) {
    return { ...common, widget: 'object', fields: fieldsOf(property) };
  }
  const counts = {
    ...(property.minItems === undefined ? {} : { min: property.minItems }),
    ...(property.maxItems === undefined ? {} : { max: property.maxItems }),
  };
  if (property.type === 'array' && property.items?.type === 'string') {
    // A list of texts (a section's paragraphs, a plan's features): each item keeps its own rules.
    return { ...common, widget: 'list', field: fieldOf('item', property.items, true), ...counts };
  }
  if (property.type === 'array' && property.items?.oneOf !== undefined) {
    return { ...common, widget: 'list', typeKey, types: property.items.oneOf.map(variantOf), ...counts };
  }
  if (property.type === 'array' && property.items?.properties !== undefined) {
    return {
      ...common,
      widget: 'list',
      fields: fieldsOf(property.items),
      ...counts,
      // New entries at the top: the carousel shows the first twelve testimonials.
      add_to_top: true,
    };
  }
  if (property.type === 'string' && property.enum !== undefined) {
    return { ...common, widget: 'select', options: property.enum.map(String) };
  }
  if (property.type === 'boolean') return { ...common, widget: 'boolean', default: false };
  if (property.type === 'integer' || property.type === 'number') {
    return {
      ...common,
      widget: 'number',
      value_type: property.type === 'integer' ? 'int' : 'float',
      ...(property.minimum === undefined ? {} : { min: property.minimum }),
      ...(property.maximum === undefined ? {} : { max: property.maximum }),
    };
  }
  if (property.type === 'string' && property.format === 'date') {
    return { ...common, widget: 'datetime', type: 'date' };
  }
  if (property.type === 'string' && property.editorWidget === 'image') {
    return {
      ...common,
      widget: 'image',
      // No pattern: while an upload is pending the field holds a blob: URL, which the pattern
      // would refuse. The editor writes the path under media_folder; the build checks the pattern.
      accept: 'image/jpeg,image/png,image/webp,image/avif',
    };
  }
  if (property.type === 'string') {
    const lengths = {
      ...(property.minLength === undefined ? {} : { minlength: property.minLength }),
      ...(property.maxLength === undefined ? {} : { maxlength: property.maxLength }),
    };
    const pattern = patternOf(property);
    return (property.maxLength ?? 0) >= multiLineFrom
      ? { ...common, widget: 'text', ...lengths, ...pattern }
      : { ...common, widget: 'string', ...lengths, ...pattern };
  }
  throw new Error(`The editor has no field for ${name} (${property.type ?? 'no type'})`);
}

/** The fields of an object schema, in its order. */
function fieldsOf(schema: JsonSchema): Field[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) =>
    fieldOf(name, property, required.has(name)),
  );
}

/** The data files of one of the editor's collections, each with the fields of its schema. */
function filesOf(collection: (typeof contentFiles)[number]['collection']) {
  return contentFiles
    .filter((content) => content.collection === collection)
    .map(({ name, file, schema }) => {
      const json = jsonSchemaOf(schema);
      return {
        name: editorFileName(collection, name),
        label: json.title ?? name,
        file,
        fields: fieldsOf(json),
      };
    });
}

/**
 * The whole configuration: the data files, the blog, the upload folder and the GitHub backend,
 * whose sign-in window opens on the editor's own origin (`editorOrigin`, decision 0060), where the
 * sign-in helper answers (decision 0052). The editor joins `base_url` and `auth_endpoint` with a
 * slash. Every save is a commit on a branch of its own and a pull request to the deployed branch
 * (the editorial workflow, decision 0059), never a commit on it; the sign-in is the GitHub App's
 * only, not a personal access token of unknown reach.
 */
export function cmsConfig(repository: EditorRepository, editorOrigin: string): CmsConfig {
  return {
    backend: {
      name: 'github',
      repo: repository.repo,
      branch: repository.branch,
      base_url: editorOrigin,
      auth_endpoint: editorSignInStartPath.replace(/^\//, ''),
      auth_methods: ['oauth'],
    },
    publish_mode: 'editorial_workflow',
    app_title: 'Fernly content',
    // The site's own mark, served beside the editor (admin-files.ts): the editor's host serves
    // nothing outside /admin.
    logo: { src: editorLogoPath },
    media_folder: mediaFolder,
    public_folder: `/${mediaFolder}`,
    // The build's own limit, so an editor hears it when choosing the file, not from a failed build.
    media_libraries: { all: { max_file_size: maxUploadBytes } },
    show_preview_links: false,
    output: { omit_empty_optional_fields: true },
    collections: [
      { name: 'site', label: 'Site content', files: filesOf('site') },
      { name: 'pages', label: 'Page copy', files: filesOf('pages') },
      { name: 'legal', label: 'Legal documents', files: filesOf('legal') },
      {
        name: blogCollectionName,
        label: 'Blog posts',
        label_singular: 'Blog post',
        folder: 'content/blog',
        extension: 'md',
        format: 'yaml-frontmatter',
        create: true,
        // The file name is the post's address (web/vite-plugins/markdown-post.ts, slugFromFileName).
        slug: '{{slug}}',
        fields: [
          ...fieldsOf(jsonSchemaOf(postFrontMatterSchema)),
          {
            name: 'body',
            label: 'Text',
            widget: 'markdown',
            required: true,
            // Only what the build accepts in a post (web/vite-plugins/markdown-allow-list.ts): no
            // quote blocks, and no first-level heading, which is the title's.
            buttons: postTextButtons,
            editor_components: ['image', 'code-block'],
          },
        ],
      },
    ],
  };
}
