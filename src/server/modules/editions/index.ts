// The editions module's public entry: which festival edition a request is about, and the guard every write of an
// edition's data holds (docs/decisions/031). Other modules import only this file (docs/decisions/030).
export { findEdition, type EditionRow } from './editions.repo.ts';
export { toEditionDto } from './editions.presenter.ts';
export { preordersOpen } from './preorder-window.ts';
export {
  currentEdition,
  editionOrCurrent,
  listEditionDtos,
  requirePreordersOpen,
  setDeadlineAndContact,
  writableCurrentEdition,
  writableEdition,
} from './editions.service.ts';
