import { Box, Button, Grid, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { PERK_LIMITS, REDEMPTION_METHODS, type RedemptionMethod } from '../../../../shared/constants/perks';
import { sydneyDayOf } from '../../../../shared/lib/sydney-clock';
import {
  checkBrandName,
  checkDiscountAmount,
  checkExpiryDay,
  checkLogoAddress,
  checkPerkCode,
  checkPerkDescription,
  checkPerkTitle,
  checkRedemptionUrl,
} from '../../../../shared/rules/perks';
import type { PerkAdminDto } from '../../../../shared/schemas/admin/perks';
import { trpc } from '../../../trpc';
import { FormSelect, FormTextarea } from '../../../components/ui/form-controls';
import { NativeCheckbox, AdminPage, NativeRadioGroup, AdminRecordForm, AdminRecordLoader, FormField, useRecordEditor } from '../kit';
import { ImageUploadField } from '../uploads';
import { CodesInput, codesOf } from './codes-input';
import { BACK_TO_PERKS, PERKS_TEXT } from './perks-text';
import { formatNumber } from '../../../../shared/lib/numbers';

export interface PerkFormValues {
  title: string;
  description: string;
  brandName: string;
  brandLogo: string | null;
  discountAmount: string;
  /** '2027-03-31' or '' for none. */
  expiryDate: string;
  featured: boolean;
  /** A category's id as text, '' for none. */
  categoryId: string;
  redemptionMethod: RedemptionMethod;
  redemptionCode: string;
  redemptionUrl: string;
  /** A new pool's first codes, as typed. */
  codes: string;
}

type Errors = Partial<Record<keyof PerkFormValues, string>>;

export function initialPerkValues(perk?: PerkAdminDto): PerkFormValues {
  return {
    title: perk?.title ?? '',
    description: perk?.description ?? '',
    brandName: perk?.brandName ?? '',
    brandLogo: perk?.brandLogo ?? null,
    discountAmount: perk?.discountAmount ?? '',
    expiryDate: perk?.expiryDate ? sydneyDayOf(perk.expiryDate) : '',
    featured: perk?.featured ?? false,
    categoryId: perk?.categoryId ? String(perk.categoryId) : '',
    redemptionMethod: perk?.redemptionMethod ?? 'code',
    redemptionCode: perk?.redemptionCode ?? '',
    redemptionUrl: perk?.redemptionUrl ?? '',
    codes: '',
  };
}

/** The shared rules (the server's own), field by field, so the form says what the server would. */
export function checkPerkValues(values: PerkFormValues, isNew: boolean): Errors {
  const errors: Errors = {};
  const put = (field: keyof PerkFormValues, message: string | null) => {
    if (message) errors[field] = message;
  };
  put('title', checkPerkTitle(values.title));
  put('description', checkPerkDescription(values.description));
  put('brandName', checkBrandName(values.brandName));
  put('discountAmount', checkDiscountAmount(values.discountAmount));
  if (values.brandLogo) put('brandLogo', checkLogoAddress(values.brandLogo));
  if (values.expiryDate) put('expiryDate', checkExpiryDay(values.expiryDate));
  const url = values.redemptionUrl.trim();
  if (values.redemptionMethod === 'code') put('redemptionCode', checkPerkCode(values.redemptionCode.trim()));
  if (values.redemptionMethod === 'link' && !url) put('redemptionUrl', 'Link is required for a perk redeemed with a link');
  else if (url) put('redemptionUrl', checkRedemptionUrl(url));
  if (isNew && values.redemptionMethod === 'pool') put('codes', codesOf(values.codes).blocking);
  return errors;
}

function toInput(values: PerkFormValues, isNew: boolean) {
  return {
    title: values.title,
    description: values.description,
    brandName: values.brandName,
    brandLogo: values.brandLogo,
    discountAmount: values.discountAmount,
    expiryDate: values.expiryDate || null,
    featured: values.featured,
    categoryId: values.categoryId ? Number(values.categoryId) : null,
    redemptionMethod: values.redemptionMethod,
    redemptionCode: values.redemptionMethod === 'code' ? values.redemptionCode.trim() : null,
    redemptionUrl: values.redemptionUrl.trim() || null,
    ...(isNew && values.redemptionMethod === 'pool' ? { codes: codesOf(values.codes).codes } : {}),
  };
}

function Counter({ length, max }: { length: number; max: number }) {
  return (
    <Text as="span" color={length > max ? 'fg.error' : 'fg.muted'} fontVariantNumeric="tabular-nums">
      {formatNumber(length)} / {formatNumber(max)}
    </Text>
  );
}

/** The editor of a perk, new (`perk` absent) or existing. */
export function PerkForm({ perk }: { perk?: PerkAdminDto }) {
  const isNew = !perk;
  const utils = trpc.useUtils();
  const categories = trpc.admin.perkCategories.list.useQuery();
  const create = trpc.admin.perks.create.useMutation();
  const update = trpc.admin.perks.update.useMutation();
  const editor = useRecordEditor({
    initial: initialPerkValues(perk),
    isNew,
    check: (values) => checkPerkValues(values, isNew),
    save: (values) => (perk ? update.mutateAsync({ ...toInput(values, false), id: perk.id }) : create.mutateAsync(toInput(values, true))),
    afterSave: (saved) => ({ to: '/admin/perks/$id', params: { id: String(saved.id) } }),
    invalidate: () => utils.admin.perks.invalidate(),
    text: PERKS_TEXT,
    // The server marks a pool's code by its line ('codes.3'); the form marks the box.
    fieldOf: (path) => path.split('.')[0]!,
    refusalField: ({ message }) => (message === 'Category not found' ? 'categoryId' : undefined),
  });
  const { values, set, errors, saving } = editor;

  const method = values.redemptionMethod;
  const poolTotal = perk?.pool?.total ?? 0;

  return (
    <AdminRecordForm editor={editor}>
      <Stack gap="6" maxW="3xl">
        <FormField
          label={PERKS_TEXT.title}
          required
          error={errors.title}
          helper={<Counter length={values.title.trim().length} max={PERK_LIMITS.titleMax} />}
        >
          <Input name="title" value={values.title} onChange={(event) => set('title', event.target.value)} />
        </FormField>
        <FormField
          label={PERKS_TEXT.description}
          error={errors.description}
          helper={<Counter length={values.description.trim().length} max={PERK_LIMITS.descriptionMax} />}
        >
          <FormTextarea
            name="description"
            rows={4}
            minH="0"
            value={values.description}
            onChange={(event) => set('description', event.target.value)}
          />
        </FormField>
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
          <FormField label={PERKS_TEXT.brandName} required error={errors.brandName}>
            <Input name="brandName" value={values.brandName} onChange={(event) => set('brandName', event.target.value)} />
          </FormField>
          <FormField label={PERKS_TEXT.discount} required error={errors.discountAmount} helper={PERKS_TEXT.discountHelper}>
            <Input name="discountAmount" value={values.discountAmount} onChange={(event) => set('discountAmount', event.target.value)} />
          </FormField>
        </Grid>
        <ImageUploadField
          label={PERKS_TEXT.brandLogo}
          kind="logo"
          value={values.brandLogo}
          onChange={(address) => set('brandLogo', address)}
          helper={PERKS_TEXT.brandLogoHelper}
          error={errors.brandLogo}
        />
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
          <FormField label={PERKS_TEXT.expiryDate} error={errors.expiryDate} helper={PERKS_TEXT.expiryHelper}>
            <Input name="expiryDate" type="date" value={values.expiryDate} onChange={(event) => set('expiryDate', event.target.value)} />
          </FormField>
          <FormField label={PERKS_TEXT.category} error={errors.categoryId}>
            <FormSelect name="categoryId" value={values.categoryId} onChange={(event) => set('categoryId', event.target.value)}>
              <option value="">{PERKS_TEXT.noCategory}</option>
              {(categories.data ?? []).map((category) => (
                <option key={category.id} value={String(category.id)}>
                  {category.name}
                </option>
              ))}
            </FormSelect>
          </FormField>
        </Grid>
        <NativeCheckbox
          name="featured"
          label={PERKS_TEXT.featuredLabel}
          description={PERKS_TEXT.featuredHelper}
          checked={values.featured}
          onChange={(checked) => set('featured', checked)}
        />

        <Box borderTopWidth="1px" borderColor="gray.200" pt="5">
          <Stack gap="5">
            <NativeRadioGroup
              legend={PERKS_TEXT.method}
              name="redemptionMethod"
              value={method}
              onChange={(value) => set('redemptionMethod', value)}
              error={errors.redemptionMethod}
              options={REDEMPTION_METHODS.map((value) => ({
                value,
                label: PERKS_TEXT.methodLabel(value),
                description: PERKS_TEXT.methodDescriptions[value],
              }))}
            />
            {!isNew && poolTotal > 0 && method !== 'pool' ? (
              <Text fontSize="sm" color="fg.muted">
                {PERKS_TEXT.methodChangeNote(poolTotal)}
              </Text>
            ) : null}
            {method === 'code' ? (
              <FormField label={PERKS_TEXT.redemptionCode} required error={errors.redemptionCode} helper={PERKS_TEXT.redemptionCodeHelper}>
                <Input
                  name="redemptionCode"
                  fontFamily="mono"
                  autoCapitalize="off"
                  spellCheck={false}
                  value={values.redemptionCode}
                  onChange={(event) => set('redemptionCode', event.target.value)}
                />
              </FormField>
            ) : null}
            <FormField
              label={method === 'link' ? PERKS_TEXT.redemptionUrl : PERKS_TEXT.redemptionUrlOptional}
              required={method === 'link'}
              error={errors.redemptionUrl}
              helper={PERKS_TEXT.redemptionUrlHelper}
            >
              <Input
                name="redemptionUrl"
                type="url"
                inputMode="url"
                placeholder="https://"
                value={values.redemptionUrl}
                onChange={(event) => set('redemptionUrl', event.target.value)}
              />
            </FormField>
            {method === 'pool' && isNew ? (
              <Stack gap="1">
                <CodesInput value={values.codes} onChange={(text) => set('codes', text)} error={errors.codes} disabled={saving} />
                <Text fontSize="sm" color="fg.muted">
                  {PERKS_TEXT.poolNote}
                </Text>
              </Stack>
            ) : null}
          </Stack>
        </Box>

        <HStack justify={{ base: 'stretch', sm: 'flex-start' }}>
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            rounded="full"
            px="8"
            flex={{ base: '1', sm: 'initial' }}
            loading={saving}
            loadingText={isNew ? PERKS_TEXT.creating : PERKS_TEXT.saving}
          >
            {isNew ? PERKS_TEXT.create : PERKS_TEXT.save}
          </Button>
        </HStack>
      </Stack>
    </AdminRecordForm>
  );
}

/** /admin/perks/new */
export function NewPerkPage() {
  return (
    <AdminPage title={PERKS_TEXT.newTitle} back={BACK_TO_PERKS}>
      <PerkForm />
    </AdminPage>
  );
}

/** /admin/perks/edit/{id} */
export function EditPerkPage({ id }: { id: number }) {
  const query = trpc.admin.perks.byId.useQuery({ id });
  return (
    <AdminRecordLoader query={query} title={PERKS_TEXT.editTitle} back={BACK_TO_PERKS} loadFailed={PERKS_TEXT.loadPerkFailed}>
      {(perk) => (
        <AdminPage title={PERKS_TEXT.editTitle} description={perk.title} back={BACK_TO_PERKS}>
          <PerkForm key={perk.id} perk={perk} />
        </AdminPage>
      )}
    </AdminRecordLoader>
  );
}
