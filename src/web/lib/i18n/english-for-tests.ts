// Vitest setup (vitest.config.ts): unit tests of web code read the English texts, as a first visit in English does.
import { i18n } from '@lingui/core';
import { messages } from '#web/locales/en/messages.po';

i18n.loadAndActivate({ locale: 'en', messages });
