import { Box, Button, chakra, Grid, Input, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { RECIPE_DIFFICULTIES, type RecipeDifficulty } from '../../../../shared/constants/recipes';
import { TOAST_SHORT_MS } from '../../../../shared/constants/timing';
import { checkRecipeSlug, RECIPE_RULE_TEXT, recipeFormErrors } from '../../../../shared/rules/recipes';
import type { AdminRecipeDto } from '../../../../shared/schemas/admin/recipes';
import { toaster } from '../../../components/ui/toaster';
import { trpc } from '../../../trpc';
import { serverCode, serverMessage } from '../../../lib/trpc-errors';
import { FormSelect, FormTextarea } from '../../../components/ui/form-controls';
import {
  NativeCheckbox,
  AdminFormSection,
  AdminPage,
  AdminRecordLoader,
  ConfirmDialog,
  FormField,
  fieldErrorsOf,
  UnsavedChangesGuard,
} from '../kit';
import { ImageUploadField } from '../uploads';
import { IngredientGroupsEditor } from './ingredient-groups-editor';
import { RECIPE_ADMIN_TEXT as T } from './recipe-admin-text';
import { formFromRecipe, valuesOf, withTitle, type RecipeForm } from './recipe-form';
import { StepsEditor } from './steps-editor';

const LIST = '/admin/recipes';

/** The saved shape of a form, to tell whether anything changed (row keys aside). */
const snapshot = (form: RecipeForm) => JSON.stringify(valuesOf(form));

export interface RecipeEditorProps {
  /** The recipe to edit; none for a new one. */
  recipe?: AdminRecipeDto;
}

/** Every field of a recipe, checked as the server will, saved in one go. */
export function RecipeEditor({ recipe }: RecipeEditorProps) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [form, setForm] = useState(() => formFromRecipe(recipe));
  const [initial] = useState(() => snapshot(form));
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [focusTick, setFocusTick] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  const values = useMemo(() => valuesOf(form), [form]);
  const clientErrors = useMemo(() => (submitted ? recipeFormErrors(values) : {}), [submitted, values]);
  const errors = { ...serverErrors, ...clientErrors };
  const dirty = snapshot(form) !== initial;

  // After a refused save, the first field with a message gets focus.
  useEffect(() => {
    if (focusTick === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTick]);

  const change = (next: RecipeForm) => {
    setForm(next);
    setServerErrors({});
    setFormError(null);
  };
  // Leaving the address field tells at once when another recipe has it (the save checks again).
  const checkSlugFree = async () => {
    const slug = form.slug.trim();
    if (checkRecipeSlug(slug) !== null || slug === recipe?.slug) return;
    const answer = await utils.admin.recipes.checkSlug.fetch({ slug, exceptId: recipe?.id }).catch(() => null);
    if (answer && !answer.free) setServerErrors((current) => ({ ...current, slug: RECIPE_RULE_TEXT.slugTaken }));
  };
  const set = <K extends keyof RecipeForm>(key: K, value: RecipeForm[K]) => change({ ...form, [key]: value });

  const onSaved = async (saved: AdminRecipeDto) => {
    await utils.admin.recipes.invalidate();
    toaster.create({ type: 'success', title: T.saved, description: saved.title, duration: TOAST_SHORT_MS });
    await navigate({ to: LIST, ignoreBlocker: true });
  };
  const onFailed = (error: unknown) => {
    if (serverCode(error) === 'CONFLICT') {
      setServerErrors({ slug: serverMessage(error) ?? '' });
    } else {
      const fields = fieldErrorsOf(error);
      setServerErrors(fields);
      if (Object.keys(fields).length === 0) setFormError(serverMessage(error) ?? T.saveFailed);
    }
    setFocusTick((tick) => tick + 1);
  };
  const create = trpc.admin.recipes.create.useMutation({ onSuccess: onSaved, onError: onFailed });
  const update = trpc.admin.recipes.update.useMutation({ onSuccess: onSaved, onError: onFailed });
  const remove = trpc.admin.recipes.delete.useMutation({
    onSuccess: async () => {
      await utils.admin.recipes.invalidate();
      setConfirmDelete(false);
      toaster.create({ type: 'success', title: T.deleted, duration: TOAST_SHORT_MS });
      await navigate({ to: LIST, ignoreBlocker: true });
    },
  });
  const saving = create.isPending || update.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const problems = recipeFormErrors(values);
    if (Object.keys(problems).length > 0) {
      setFormError(T.fixErrors);
      setFocusTick((tick) => tick + 1);
      return;
    }
    setFormError(null);
    if (recipe) update.mutate({ ...values, id: recipe.id });
    else create.mutate(values);
  };

  return (
    <AdminPage
      title={recipe ? T.editTitle : T.newTitle}
      description={recipe?.title}
      back={{ to: LIST, label: T.backToList }}
      actions={
        recipe ? (
          <Button type="button" variant="outline" colorPalette="red" rounded="full" onClick={() => setConfirmDelete(true)}>
            {T.deleteRecipe}
          </Button>
        ) : null
      }
    >
      <UnsavedChangesGuard when={dirty && !saving} />
      <chakra.form ref={formRef} onSubmit={submit} noValidate display="flex" flexDirection="column" gap="6">
        {formError ? (
          <Text role="alert" color="fg.error" fontWeight="medium">
            {formError}
          </Text>
        ) : null}
        <AdminFormSection title={T.details}>
          <Stack gap="4">
            <FormField label={T.title} error={errors.title} required>
              <Input bg="white" value={form.title} onChange={(e) => change(withTitle(form, e.target.value))} />
            </FormField>
            <FormField label={T.slug} error={errors.slug} helper={T.slugHelper(form.slug)} required>
              <Input
                bg="white"
                value={form.slug}
                autoCapitalize="none"
                spellCheck={false}
                onChange={(e) => change({ ...form, slug: e.target.value, slugEdited: true })}
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
            loading={saving}
            loadingText={T.saving}
            w={{ base: 'full', sm: 'auto' }}
          >
            {T.save}
          </Button>
        </Box>
      </chakra.form>

      {recipe ? (
        <ConfirmDialog
          open={confirmDelete}
          onOpenChange={setConfirmDelete}
          title={T.deleteTitle}
          body={T.deleteBody(recipe.title)}
          confirmLabel={T.delete}
          pending={remove.isPending}
          pendingLabel={T.deleting}
          error={remove.error ? (serverMessage(remove.error) ?? T.saveFailed) : null}
          onConfirm={() => remove.mutate({ id: recipe.id })}
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
