import { PHONE } from './support/browser.ts';
import { accessibilityWalk } from './support/accessibility-walk.ts';

// French takes the sign-in, the application and the catalogue pages (see accessibility-german-phone.test.ts).
accessibilityWalk('French at phone width', 'fr', PHONE, ['signed out', 'guest', 'applicant', 'admin people']);
