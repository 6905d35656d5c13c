import { Link } from '@chakra-ui/react';
import { paths } from '../../../lib/paths';
import { SiteLink } from '../sections/site-link';

const privacyPolicyPhrase = /privacy policy/i;

/**
 * A form's note on how personal data is used. Where it names the privacy policy, those words link to it: staff
 * write the note as plain text (no markup is ever read from content), so the phrase is found in the text.
 */
export function PrivacyNote({ text }: { text: string }) {
  const match = privacyPolicyPhrase.exec(text);
  if (!match) return text;
  const end = match.index + match[0].length;
  return (
    <>
      {text.slice(0, match.index)}
      <Link asChild color="fg" textDecoration="underline" textUnderlineOffset="3px">
        <SiteLink href={paths.privacyPolicy}>{match[0]}</SiteLink>
      </Link>
      {text.slice(end)}
    </>
  );
}
