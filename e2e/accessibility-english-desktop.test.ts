import { DESKTOP } from './support/browser.ts';
import { accessibilityWalk, EVERY_TOUR } from './support/accessibility-walk.ts';

// English walks every page at both widths (the phone in accessibility-english-phone.test.ts).
accessibilityWalk('English at desktop width', 'en', DESKTOP, EVERY_TOUR);
