import { Box, Button, Grid, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { RECIPE_DIFFICULTIES, type RecipeDifficulty } from '../../../../shared/constants/recipes';
import { checkRecipeSlug, RECIPE_RULE_TEXT, recipeFormErrors } from '../../../../shared/rules/recipes';
import type { AdminRecipeDto } from '../../../../shared/schemas/admin/recipes';
import { trpc } from '../../../trpc';
import { FormSelect, FormTextarea } from '../../../components/ui/form-controls';
import {
  NativeCheckbox,
  AdminFormSection,
  AdminPage,
  AdminRecordForm,
  AdminRecordLoader,
  ConfirmDialog,
  FormField,
  useRecordEditor,
} from '../kit';
import { ImageUploadField } from '../uploads';
import { IngredientGroupsEditor } from './ingredient-groups-editor';
import { RECIPE_ADMIN_TEXT as T } from './recipe-admin-text';
import { formFromRecipe, valuesOf, withTitle } from './recipe-form';
import { StepsEditor } from './steps-editor';

const LIST = '/admin/recipes';

export interface RecipeEditorProps {
  /** The recipe to edit; none for a new one. */
  recipe?: AdminRecipeDto;
}

/** Every field of a recipe, checked as the server will, saved in one go. */
export function RecipeEditor({ recipe }: RecipeEditorProps) {
  const utils = trpc.useUtils();
  const create = trpc.admin.recipes.create.useMutation();
  const update = trpc.admin.recipes.update.useMutation();
  const remove = trpc.admin.recipes.delete.useMutation();
  const editor = useRecordEditor({
    initial: formFromRecipe(recipe),
    isNew: !recipe,
    // Row keys aside: what would be saved.
    comparable: valuesOf,
    check: (form) => recipeFormErrors(valuesOf(form)),
    save: (form) => (recipe ? update.mutateAsync({ ...valuesOf(form), id: recipe.id }) : create.mutateAsync(valuesOf(form))),
    remove: recipe ? () => remove.mutateAsync({ id: recipe.id }) : undefined,
    afterSave: LIST,
    afterDelete: LIST,
    invalidate: () => utils.admin.recipes.invalidate(),
    text: T,
    savedDescription: (saved) => saved.title,
    // A slug taken since the form checked it.
    refusalField: ({ code }) => (code === 'CONFLICT' ? 'slug' : undefined),
  });
  const { values: form, set, update: change, errors } = editor;

  // Leaving the address field tells at once when another recipe has it (the save checks again).
  const [slugTaken, setSlugTaken] = useState<string | null>(null);
  const checkSlugFree = async () => {
    const slug = form.slug.trim();
    if (checkRecipeSlug(slug) !== null || slug === recipe?.slug) return;
    const answer = await utils.admin.recipes.checkSlug.fetch({ slug, exceptId: recipe?.id }).catch(() => null);
    if (answer && !answer.free) setSlugTaken(slug);
  };
  const slugError = errors.slug ?? (slugTaken !== null && slugTaken === form.slug.trim() ? RECIPE_RULE_TEXT.slugTaken : undefined);

  return (
    <AdminPage
      title={recipe ? T.editTitle : T.newTitle}
      description={recipe?.title}
      back={{ to: LIST, label: T.backToList }}
      actions={
        recipe ? (
          <Button type="button" variant="outline" colorPalette="red" rounded="full" onClick={editor.askDelete}>
            {T.deleteRecipe}
          </Button>
        ) : null
      }
    >
      <AdminRecordForm editor={editor} display="flex" flexDirection="column" gap="6">
        <AdminFormSection title={T.details}>
          <Stack gap="4">
            <FormField label={T.title} error={errors.title} required>
              <Input bg="white" value={form.title} onChange={(e) => change((current) => withTitle(current, e.target.value))} />
            </FormField>
            <FormField label={T.slug} error={slugError} helper={T.slugHelper(form.slug)} required>
              <Input
                bg="white"
                value={form.slug}
                autoCapitalize="none"
                spellCheck={false}
                onChange={(e) => change((current) => ({ ...current, slug: e.target.value, slugEdited: true }))}
                onBlur={() => void checkSlugFree()}
              />
            </FormField>
            <FormField label={T.description} error={errors.description}>
              <FormTextarea minH="24" value={form.description} onChange={(e) => set('description', e.target.value)} />
            </FormField>
            <ImageUploadField
              label={T.photo}
              kind="recipe"
              value={form.image}
              onChange={(image) => set('image', image)}
              error={errors.image}
            />
            <Grid templateColumns={{ base: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' }} gap="4">
              <FormField label={T.prepTime} error={errors.prepTime} required>
                <Input bg="white" inputMode="numeric" value={form.prepTime} onChange={(e) => set('prepTime', e.target.value)} />
              </FormField>
              <FormField label={T.cookTime} error={errors.cookTime} required>
                <Input bg="white" inputMode="numeric" value={form.cookTime} onChange={(e) => set('cookTime', e.target.value)} />
              </FormField>
              <FormField label={T.servings} error={errors.servings} required>
                <Input bg="white" inputMode="numeric" value={form.servings} onChange={(e) => set('servings', e.target.value)} />
              </FormField>
              <FormField label={T.difficulty} error={errors.difficulty} required>
                <FormSelect value={form.difficulty} onChange={(e) => set('difficulty', e.target.value as RecipeDifficulty)}>
                  {RECIPE_DIFFICULTIES.map((difficulty) => (
                    <option key={difficulty} value={difficulty}>
                      {difficulty}
                    </option>
                  ))}
                </FormSelect>
              </FormField>
            </Grid>
            <FormField label={T.perfectFor} helper={T.perfectForHelper} error={errors.perfectFor}>
              <Input bg="white" value={form.perfectFor} onChange={(e) => set('perfectFor', e.target.value)} />
            </FormField>
            <NativeCheckbox label={T.featured} checked={form.featured} onChange={(featured) => set('featured', featured)} />
            <NativeCheckbox
              label={T.commentsOpen}
              description={T.commentsOpenHelper}
              checked={form.commentsOpen}
              onChange={(open) => set('commentsOpen', open)}
            />
          </Stack>
        </AdminFormSection>

        <AdminFormSection title={T.ingredients}>
          <Text color="fg.muted" fontSize="sm" mb="4">
            {T.ingredientsHelper}
          </Text>
          <IngredientGroupsEditor groups={form.ingredients} onChange={(groups) => set('ingredients', groups)} errors={errors} />
        </AdminFormSection>

        <AdminFormSection title={T.method}>
          <StepsEditor steps={form.steps} onChange={(steps) => set('steps', steps)} errors={errors} />
        </AdminFormSection>

        <Box>
          <Button
            type="submit"
            colorPalette="brand"
            rounded="full"
            size="lg"
            loading={editor.saving}
            loadingText={T.saving}
            w={{ base: 'full', sm: 'auto' }}
          >
            {T.save}
          </Button>
        </Box>
      </AdminRecordForm>

      {recipe ? (
        <ConfirmDialog
          {...editor.deleteDialog}
          title={T.deleteTitle}
          body={T.deleteBody(recipe.title)}
          confirmLabel={T.delete}
          pendingLabel={T.deleting}
        />
      ) : null}
    </AdminPage>
  );
}

/** /admin/recipes/new */
export function NewRecipePage() {
  return <RecipeEditor />;
}

/** /admin/recipes/edit/{id}: the editor once the recipe has loaded. */
export function EditRecipePage({ id }: { id: number }) {
  const query = trpc.admin.recipes.byId.useQuery({ id });
  return (
    <AdminRecordLoader query={query} title={T.editTitle} back={{ to: LIST, label: T.backToList }} loadFailed={T.loadRecipeFailed}>
      {(data) => <RecipeEditor key={data.id} recipe={data} />}
    </AdminRecordLoader>
  );
}
