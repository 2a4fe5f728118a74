import { Box, Button, chakra, Grid, IconButton, Input, Stack } from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import { SUPPORT_SERVICES_MAX } from '../../../../shared/rules/site-content';
import type { SiteContentFields } from '../../../../shared/schemas/content';
import { FormField } from '../kit';
import { SITE_CONTENT_TEXT as T } from './block-fields';

type Service = NonNullable<SiteContentFields['services']>[number];

/** The support_services block's lines: each a row of name, number, hours, website and the date last checked. */
export function ServicesField({
  content,
  errors,
  change,
}: {
  content: SiteContentFields;
  errors: Record<string, string | undefined>;
  change(patch: Partial<SiteContentFields>): void;
}) {
  const services = content.services ?? [];
  const set = (i: number, patch: Partial<Service>) => change({ services: services.map((s, j) => (j === i ? { ...s, ...patch } : s)) });
  const input = (i: number, field: keyof Service, type = 'text') => (
    <FormField label={T.service[field](i + 1)} error={errors[`content.services.${i}.${field}`]}>
      <Input type={type} value={services[i]![field]} onChange={(event) => set(i, { [field]: event.target.value })} />
    </FormField>
  );
  return (
    <Box as="fieldset">
      <chakra.legend fontWeight="medium" fontSize="sm" mb="2">
        {T.services}
      </chakra.legend>
      <Stack gap="5">
        {services.map((_, i) => (
          <Grid key={i} templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="2" borderBottomWidth="1px" borderColor="gray.100" pb="4">
            {input(i, 'name')}
            {input(i, 'number', 'tel')}
            {input(i, 'hours')}
            {input(i, 'link', 'url')}
            {input(i, 'checked', 'date')}
            <Box alignSelf="end">
              <IconButton
                aria-label={T.removeService(i + 1)}
                size="sm"
                variant="ghost"
                onClick={() => change({ services: services.filter((_, j) => j !== i) })}
              >
                <Trash2 aria-hidden />
              </IconButton>
            </Box>
          </Grid>
        ))}
        <Box>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={services.length >= SUPPORT_SERVICES_MAX}
            onClick={() => change({ services: [...services, { name: '', number: '', hours: '', link: '', checked: '' }] })}
          >
            <Plus aria-hidden />
            {T.addService}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
