import { SimpleGrid } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { formPostAction } from '../../../../../contract/form-reply';
import type { ContactForm as ContactFormContent } from '../../../../../contract/page-content/contact-form';
import type { ContactSubmissionPayload } from '../../../../../contract/submissions';
import { ContactSubmissionPayloadSchema } from '../../../../../contract/submissions';
import { useContactSubmission } from '../../../lib/api/contact-submission-mutation';
import { useFormToken } from '../../../lib/api/form-token-query';
import { useFormReply } from '../../../lib/forms/form-reply';
import { FormActions } from './form-actions';
import { FormPanel } from './form-panel';
import { HoneypotField } from './honeypot-field';
import { SubmissionSuccess } from './submission-success';
import { SelectField, TextareaField, TextField } from './text-fields';
import { useSubmissionState } from './use-submission-state';

const emptyContact: ContactSubmissionPayload = {
  name: '',
  email: '',
  company: '',
  phone: '',
  subject: '',
  message: '',
  website: '',
};

/** In form order, so the first one the server names is the one that takes focus. */
const contactFields = ['name', 'email', 'company', 'phone', 'subject', 'message'] as const;

const defaultSuccessMessage = 'Thank you for getting in touch. A consultant will reply within two working days.';

/**
 * The contact form. With JavaScript it checks and sends itself (JSON); without, it is a plain form posting to
 * `/forms/contact`, and the server answers with this page, the reply drawn here (`useFormReply`): sent, or the
 * errors beside what was typed, or why it was refused.
 */
export function ContactForm({ section, anchor }: { section: ContactFormContent; anchor: string }) {
  const headingId = useId();
  const { pathname } = useLocation();
  const reply = useFormReply('contact', anchor);
  const mutation = useContactSubmission();
  // Asked for as the form is drawn; without one the message is still sent (see useFormToken).
  const formToken = useFormToken();
  const form = useForm({
    resolver: zodResolver(ContactSubmissionPayloadSchema),
    defaultValues: { ...emptyContact, ...reply?.values },
  });
  const { register, errors, failure, sent, submitWith, startOver } = useSubmissionState({
    form,
    reply,
    mutation,
    serverFields: contactFields,
    emptyValues: emptyContact,
  });
  const submit = form.handleSubmit((payload) => submitWith(() => mutation.mutateAsync({ ...payload, formToken })));

  return (
    <FormPanel headingId={headingId} title={section.title} description={section.description}>
      {sent ? (
        <SubmissionSuccess
          title="Message sent"
          message={section.successMessage ?? defaultSuccessMessage}
          resetLabel="Send another message"
          onReset={startOver}
        />
      ) : (
        <form
          method="post"
          action={formPostAction('contact', pathname, anchor)}
          onSubmit={submit}
          noValidate
          aria-labelledby={headingId}
        >
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '5', md: '6' }}>
            <TextField label="Name" required autoComplete="name" error={errors.name?.message} {...register('name')} />
            <TextField
              label="Email"
              type="email"
              required
              autoComplete="email"
              inputMode="email"
              error={errors.email?.message}
              {...register('email')}
            />
            <TextField
              label="Company"
              autoComplete="organization"
              error={errors.company?.message}
              {...register('company')}
            />
            <TextField
              label="Phone"
              type="tel"
              autoComplete="tel"
              error={errors.phone?.message}
              {...register('phone')}
            />
            <SelectField
              label="Subject"
              wide
              options={section.subjects}
              placeholder="Choose a subject"
              error={errors.subject?.message}
              {...register('subject')}
            />
            <TextareaField
              label="Message"
              required
              hint="At least 10 characters. Please leave out passwords and details of live vulnerabilities."
              error={errors.message?.message}
              {...register('message')}
            />
          </SimpleGrid>
          <HoneypotField {...register('website')} />
          {/* Sent by the browser's own submission (without JavaScript); the live form adds the token itself. */}
          <input type="hidden" name="formToken" value={formToken ?? ''} />
          <FormActions
            submitLabel={section.submitLabel ?? 'Send message'}
            pending={mutation.isPending}
            failureTitle="Your message was not sent"
            failure={failure}
            note={section.privacyNote}
          />
        </form>
      )}
    </FormPanel>
  );
}
