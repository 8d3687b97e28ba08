// Vitest setup (vitest.config.ts): unit tests of web code read the English texts, as a first visit in English does
// (and the back office's and the account area's, as an admin's on those pages does, and those of choosing a
// password, as its forms' do).
import { i18n } from '@lingui/core';
import { messages } from '#web/locales/en/messages.po';
import { messages as adminMessages } from '#web/locales/en/admin.po';
import { messages as accountMessages } from '#web/locales/en/account.po';
import { messages as passwordMessages } from '#web/locales/en/password.po';
import { messages as guestPagesMessages } from '#web/locales/en/guest-pages.po';

i18n.load('en', messages);
i18n.load('en', adminMessages);
i18n.load('en', accountMessages);
i18n.load('en', passwordMessages);
i18n.load('en', guestPagesMessages);
i18n.activate('en');
