import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import type { HeaderConfig } from '../../../../../../contract/global-components/header-config';
import { InputField, SwitchField } from '../../shell/form-kit';

/** The incident line above the header and the site's security.txt, both drawn from these fields. */
export function SecurityContactFields() {
  const { register, control, formState } = useFormContext<HeaderConfig>();
  const errors = formState.errors.securityContact;
  return (
    <Stack as="fieldset" gap="3" borderWidth="1px" borderColor="border" borderRadius="lg" p="4">
      <Stack gap="1">
        <Heading as="h3" size="sm">
          Security contact
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Shown as the incident line above the header, and published as /.well-known/security.txt, which always expires
          180 days after it is read.
        </Text>
      </Stack>
      <SwitchField control={control} name="securityContact.showIncidentLine" label="Show the incident line" />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <InputField
          label="Incident line text"
          error={errors?.incidentText?.message}
          {...register('securityContact.incidentText')}
        />
        <InputField
          label="Incident telephone"
          type="tel"
          error={errors?.incidentPhone?.message}
          {...register('securityContact.incidentPhone')}
        />
        <InputField
          label="Security email"
          type="email"
          hint="Where vulnerability reports go."
          error={errors?.email?.message}
          {...register('securityContact.email')}
        />
        <InputField
          label="Disclosure policy page"
          hint="A path on this site."
          error={errors?.policyPath?.message}
          {...register('securityContact.policyPath')}
        />
        <InputField
          label="Preferred languages"
          hint="Language tags separated by commas, such as en, de."
          error={errors?.preferredLanguages?.message}
          {...register('securityContact.preferredLanguages')}
        />
      </SimpleGrid>
    </Stack>
  );
}
