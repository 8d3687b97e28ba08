// Vitest setup (vitest.config.ts): unit tests of web code read the English texts, as a first visit in English does
// (and the back office's, as an admin's does, and the second factor's, as its pages do).
import { i18n } from '@lingui/core';
import { messages } from '#web/locales/en/messages.po';
import { messages as adminMessages } from '#web/locales/en/admin.po';
import { messages as securityMessages } from '#web/locales/en/security.po';

i18n.load('en', messages);
i18n.load('en', adminMessages);
i18n.load('en', securityMessages);
i18n.activate('en');
