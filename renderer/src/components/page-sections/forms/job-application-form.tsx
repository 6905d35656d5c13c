import { SimpleGrid } from '@chakra-ui/react';
import { Controller, useForm } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { formPostAction } from '../../../../../contract/form-reply';
import { useFormToken } from '../../../lib/api/form-token-query';
import { useJobApplication } from '../../../lib/api/job-application-mutation';
import { useFormReply } from '../../../lib/forms/form-reply';
import { FormActions } from './form-actions';
import { HoneypotField } from './honeypot-field';
import type { JobApplicationFormValues } from './job-application-resolver';
import { jobApplicationResolver } from './job-application-resolver';
import { resumeAccept } from './resume-check';
import { ResumeDropZone } from './resume-drop-zone';
import { SubmissionSuccess } from './submission-success';
import { TextareaField, TextField } from './text-fields';
import { useSubmissionState } from './use-submission-state';

const emptyApplication = (jobTitle: string): JobApplicationFormValues => ({
  jobTitle,
  name: '',
  email: '',
  phone: '',
  linkedinUrl: '',
  coverLetter: '',
  website: '',
  resume: undefined,
});

/** In form order, so the first one the server names is the one that takes focus. */
const applicationFields = ['name', 'email', 'phone', 'linkedinUrl', 'resume', 'coverLetter'] as const;

/**
 * An application for one posting. With JavaScript it checks and sends itself; without, it is a plain multipart form
 * posting to `/forms/job-application` (résumé included), and the server answers with this page, the reply drawn
 * here (`useFormReply`, matched by the posting's anchor).
 */
export function JobApplicationForm({ jobTitle, anchor }: { jobTitle: string; anchor: string }) {
  const { pathname } = useLocation();
  const reply = useFormReply('job-application', anchor);
  const mutation = useJobApplication();
  // Asked for as the form is drawn; without one the application is still sent (see useFormToken).
  const formToken = useFormToken();
  const form = useForm({
    resolver: jobApplicationResolver,
    defaultValues: { ...emptyApplication(jobTitle), ...reply?.values, jobTitle },
  });
  const { register, errors, failure, sent, submitWith, startOver } = useSubmissionState({
    form,
    reply,
    mutation,
    serverFields: applicationFields,
    emptyValues: emptyApplication(jobTitle),
  });
  // The role comes from the posting shown, not from anything typed, so it is always the current one.
  const submit = form.handleSubmit((submission) =>
    submitWith(() => mutation.mutateAsync({ ...submission, payload: { ...submission.payload, jobTitle, formToken } })),
  );

  if (sent) {
    return (
      <SubmissionSuccess
        title="Application sent"
        // The careers page introduces the form with an h4 ("Apply for …").
        headingAs="h5"
        message={`Thank you for applying for the ${jobTitle} role. Our talent team reads every application and will be in touch about next steps.`}
        resetLabel="Submit another application"
        onReset={startOver}
      />
    );
  }

  return (
    <form
      method="post"
      action={formPostAction('job-application', pathname, anchor)}
      encType="multipart/form-data"
      onSubmit={submit}
      noValidate
      aria-label={`Apply for ${jobTitle}`}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '5', md: '6' }}>
        <TextField label="Full name" required autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextField
          label="Email"
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField label="Phone" type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
        <TextField
          label="LinkedIn profile"
          type="url"
          inputMode="url"
          placeholder="https://www.linkedin.com/in/…"
          error={errors.linkedinUrl?.message}
          {...register('linkedinUrl')}
        />
        <Controller
          control={form.control}
          name="resume"
          render={({ field }) => (
            <ResumeDropZone
              label="Résumé"
              name="resume"
              accept={resumeAccept}
              hint="A PDF of up to 5 MB."
              error={errors.resume?.message}
              value={field.value}
              // Checked at once, not at Submit: a Word file must not look accepted until then.
              onChange={(files) => {
                field.onChange(files);
                void form.trigger('resume');
              }}
              onBlur={field.onBlur}
              inputRef={field.ref}
            />
          )}
        />
        <TextareaField
          label="Cover letter"
          hint="Tell us why this role appeals to you and what you would bring to it."
          error={errors.coverLetter?.message}
          {...register('coverLetter')}
        />
      </SimpleGrid>
      <HoneypotField {...register('website')} />
      {/* Sent by the browser's own submission (without JavaScript); the live form adds both itself. */}
      <input type="hidden" name="jobTitle" value={jobTitle} />
      <input type="hidden" name="formToken" value={formToken ?? ''} />
      <FormActions
        submitLabel="Submit application"
        pending={mutation.isPending}
        failureTitle="Your application was not sent"
        // The role has no field of its own, so a problem with it can only be told here.
        failure={failure ?? errors.jobTitle?.message}
        note="We use your details only to assess your application. See our privacy policy for how we handle personal data."
      />
    </form>
  );
}
