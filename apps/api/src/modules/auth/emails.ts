import type { ContentLang } from '@ochre/shared/constants';
import { localeOf } from '../../i18n/locale';
import { authMessages } from '../../i18n/messages/auth';
import { commonMessages } from '../../i18n/messages/common';
import type { Email } from '../../plugins/mail';

/** CONTRACT: the single-use link to `PUBLIC_URL/reset-password?token=…` (under the reader's language prefix), valid for an hour. */
export function passwordResetEmail(input: {
  to: string;
  lang: ContentLang;
  siteName: string;
  publicUrl: string;
  path: string;
}): Email {
  const locale = localeOf(input.lang);
  const t = locale.text(authMessages);
  const common = locale.text(commonMessages);
  const { siteName } = input;
  return {
    to: input.to,
    subject: t('reset.subject', { siteName }),
    text: [
      t('reset.asked', { siteName }),
      '',
      t('reset.open'),
      locale.link(input.publicUrl, input.path),
      '',
      t('reset.once'),
      '',
      common('signature', { siteName }),
    ].join('\n'),
  };
}
