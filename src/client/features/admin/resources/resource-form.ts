import type { ResourceFormValues } from '../../../../shared/rules/resources';
import type { AdminResourceDto } from '../../../../shared/schemas/admin/resources';
import type { ResourceDto } from '../../../../shared/schemas/content';

/** The editor's state: the resource as typed, which the shared rules check as the server does. */
export type ResourceForm = ResourceFormValues & {
  /** Members may comment under it (docs/PRODUCT.md "Comments"). */
  commentsOpen: boolean;
};

const today = () => new Date().toISOString().slice(0, 10);

export function formFromResource(resource?: AdminResourceDto): ResourceForm {
  if (!resource) {
    return {
      title: '',
      description: '',
      body: '',
      categoryIds: [],
      membersOnly: true,
      featured: false,
      commentsOpen: true,
      comingSoon: false,
      access: 'file',
      fileName: null,
      externalUrl: '',
      masterclassImage: null,
      imagePosition: { x: 50, y: 50 },
      imageScale: 100,
      publishedAt: today(),
    };
  }
  return {
    title: resource.title,
    description: resource.description,
    body: resource.body,
    categoryIds: resource.categoryIds,
    membersOnly: resource.membersOnly,
    featured: resource.featured,
    commentsOpen: resource.commentsOpen,
    comingSoon: resource.comingSoon,
    access: resource.access,
    fileName: resource.fileName,
    externalUrl: resource.externalUrl ?? '',
    masterclassImage: resource.masterclassImage,
    imagePosition: resource.imagePosition,
    imageScale: resource.imageScale,
    publishedAt: resource.publishedAt,
  };
}

/** What the rules check and the server receives. */
export function valuesOf(form: ResourceForm): ResourceForm {
  return { ...form };
}

/** The card the preview shows. */
export function previewOf(form: ResourceForm, categories: { id: number; name: string }[]): ResourceDto {
  return {
    id: 0,
    title: form.title.trim() || 'Masterclass title',
    description: form.description.trim() || 'The description shows here.',
    featured: form.featured,
    comingSoon: form.comingSoon,
    masterclassImage: form.masterclassImage,
    imagePosition: JSON.stringify(form.imagePosition),
    imageScale: form.imageScale,
    categories: categories.filter((category) => form.categoryIds.includes(category.id)),
    format: form.access,
    membersOnly: form.membersOnly,
  };
}
