import { PHONE } from './support/browser.ts';
import { accessibilityWalk, EVERY_TOUR } from './support/accessibility-walk.ts';

accessibilityWalk('English at phone width', 'en', PHONE, EVERY_TOUR);
