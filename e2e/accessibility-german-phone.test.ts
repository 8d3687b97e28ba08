import { PHONE } from './support/browser.ts';
import { accessibilityWalk } from './support/accessibility-walk.ts';

/**
 * German and French, whose longer words change the layout, walk at phone width: both walk the guest's pages
 * (where most guests read their language) and share every other page between them; German takes the back office's
 * daily pages (French: accessibility-french-phone.test.ts).
 */
accessibilityWalk('German at phone width', 'de', PHONE, ['guest', 'admin orders', 'admin reports']);
