import { ERROR_CODES } from '#shared/api-error.ts';
import { localized } from '#shared/localized.ts';
import { msg } from '#shared/messages.ts';
import { isThursday } from '#shared/edition-days.ts';
import type { EditionBody, PrepareEditionBody } from '#shared/schemas/editions.ts';
import type { Db, Queryable, Tx } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/db-errors.ts';
import { notifyLive } from '#server/db/live-notify.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { badRequest, conflict, notFound } from '#server/http/errors.ts';
import { writeAudit } from '#server/modules/audit/index.ts';
import {
  copyEditionSetup,
  findCurrentEdition,
  findEdition,
  insertEdition,
  listEditions,
  lockEdition,
  lockLiveEditions,
  updateEdition,
  type EditionFacts,
  type EditionRow,
} from './editions.repo.ts';
import { toEditionDto } from './editions.presenter.ts';
import { preordersOpen } from './preorder-window.ts';

export { findCurrentEdition as currentEdition };

/** Every edition as clients see it, newest first. */
export const listEditionDtos = async (db: Queryable) => (await listEditions(db)).map((row) => toEditionDto(row));

/** The edition a back-office read names, or the current one; an unknown id is a 404. */
export async function editionOrCurrent(db: Queryable, id: string | undefined): Promise<EditionRow> {
  if (!id) return findCurrentEdition(db);
  const row = await findEdition(db, id);
  if (!row) throw notFound(msg.editionNotFound);
  return row;
}

/**
 * An edition changed: the shop's settings and its catalogue are the current edition's (which products it offers), so
 * every instance drops its cached catalogue and every open page reads both again.
 */
async function announceEditionChange(tx: Tx) {
  await notifyLive(tx, { kind: 'settings' });
  await notifyLive(tx, { kind: 'catalogue' });
}

const closedError = (row: EditionRow) =>
  conflict(localized('editionClosed', { edition: row.name }), ERROR_CODES.editionClosed, { edition: row.name });

/**
 * Held by every transaction that writes an edition's data (checkout, orders, refunds, deliveries, stock, lounges):
 * the edition's row FOR SHARE, first in the lock order, and a 409 naming it when it is closed. A close waits for the
 * writes holding it and every later write sees it closed (docs/decisions/031).
 */
export async function writableEdition(tx: Tx, editionId: string): Promise<EditionRow> {
  const row = await lockEdition(tx, editionId, 'share');
  if (!row) throw notFound(msg.editionNotFound);
  if (row.state === 'closed') throw closedError(row);
  return row;
}

/** Refuses unless the edition takes pre-orders now (409, naming the contact address to write to instead). */
export function requirePreordersOpen(edition: EditionRow, now: Date) {
  if (preordersOpen(edition, now)) return;
  throw conflict(localized('preorderClosed', { email: edition.contactEmail }), ERROR_CODES.preorderClosed, {
    contactEmail: edition.contactEmail,
  });
}

/** The current edition's deadline and contact address, as the shop settings page edits them. */
export async function setDeadlineAndContact(tx: Tx, id: string, values: Pick<EditionFacts, 'preorderDeadline' | 'contactEmail'>) {
  const before = await lockEdition(tx, id, 'update');
  if (!before) throw notFound(msg.editionNotFound);
  if (before.state === 'closed') throw closedError(before);
  return { before, after: await updateEdition(tx, id, values) };
}

/**
 * The edition guests act in, held for a write: claims, checkouts and manual orders go to it (docs/decisions/031).
 * It is read, then held: if another edition was opened in between, the hold moves to the new current one.
 */
export async function writableCurrentEdition(tx: Tx): Promise<EditionRow> {
  for (;;) {
    const held = await writableEdition(tx, (await findCurrentEdition(tx)).id);
    if (held.isCurrent || (await findCurrentEdition(tx)).id === held.id) return held;
  }
}

function facts(body: EditionBody): EditionFacts {
  if (!isThursday(body.festivalStart)) throw badRequest(msg.festivalStartThursday, ERROR_CODES.validation, { field: 'festivalStart' });
  return {
    name: body.name.trim(),
    festivalStart: body.festivalStart,
    preorderDeadline: new Date(body.preorderDeadline),
    contactEmail: body.contactEmail,
    // Absent: the cutoff stays as it is (the settings page saves the deadline without it).
    ...(body.changeCutoff !== undefined && { changeCutoff: body.changeCutoff === null ? null : new Date(body.changeCutoff) }),
  };
}

/** Runs `work`, answering 409 when it would give two editions one name. */
async function namedUniquely<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'editions_name_key')) throw conflict(msg.editionNameTaken, ERROR_CODES.editionNameTaken);
    throw error;
  }
}

/**
 * "Prepare next edition": a new edition, being prepared (guests do not see it), with what the festival reuses
 * copied from `copyFrom`: its lounges without guests or bookings, the products it offers, and its stock limits.
 */
export function prepareEdition(db: Db, actorId: string, body: PrepareEditionBody) {
  return namedUniquely(() =>
    inTransaction(db, async (tx) => {
      const source = await lockEdition(tx, body.copyFrom, 'share');
      if (!source) throw notFound(msg.editionNotFound);
      const created = await insertEdition(tx, facts(body));
      await copyEditionSetup(tx, source.id, created.id);
      const dto = toEditionDto(created);
      await writeAudit(tx, { actorId, action: 'edition.prepare', entity: 'edition', entityId: created.id, after: { ...dto, copiedFrom: source.id } });
      return { edition: dto, message: msg.editionPrepared({ edition: created.name }) };
    }),
  );
}

/** An edition's name, days, deadline and contact address; a closed edition keeps them. */
export function saveEdition(db: Db, actorId: string, id: string, body: EditionBody) {
  return namedUniquely(() =>
    inTransaction(db, async (tx) => {
      const before = await lockEdition(tx, id, 'update');
      if (!before) throw notFound(msg.editionNotFound);
      if (before.state === 'closed') throw closedError(before);
      const after = await updateEdition(tx, id, facts(body));
      await announceEditionChange(tx);
      await writeAudit(tx, { actorId, action: 'edition.update', entity: 'edition', entityId: id, before: toEditionDto(before), after: toEditionDto(after) });
      return { edition: toEditionDto(after), message: msg.editionSaved };
    }),
  );
}

/**
 * Opens an edition being prepared: it becomes the current one, open for pre-orders, and the edition current until
 * then closes its pre-orders (running: its festival days can still be worked) or, if it was no longer live, stays
 * as it was.
 */
export function openEdition(db: Db, actorId: string, id: string) {
  return inTransaction(db, async (tx) => {
    const live = await lockLiveEditions(tx);
    const target = await lockEdition(tx, id, 'update');
    if (!target) throw notFound(msg.editionNotFound);
    if (target.state !== 'preparing') throw conflict(msg.editionNotPreparing, ERROR_CODES.editionState);
    for (const previous of live) {
      await updateEdition(tx, previous.id, { isCurrent: false, state: previous.state === 'open' ? 'running' : previous.state });
    }
    const opened = await updateEdition(tx, id, { state: 'open', isCurrent: true });
    await announceEditionChange(tx);
    await writeAudit(tx, { actorId, action: 'edition.open', entity: 'edition', entityId: id, before: { state: target.state, previous: live.map((e) => e.id) }, after: { state: 'open' } });
    return { edition: toEditionDto(opened), message: msg.editionOpened({ edition: opened.name }) };
  });
}

/** Closes an edition when its festival is over: read-only from now on; its lists, reports and exports stay. */
export function closeEdition(db: Db, actorId: string, id: string) {
  return inTransaction(db, async (tx) => {
    const target = await lockEdition(tx, id, 'update');
    if (!target) throw notFound(msg.editionNotFound);
    if (target.state === 'closed') throw conflict(msg.editionAlreadyClosed, ERROR_CODES.editionState);
    const closed = await updateEdition(tx, id, { state: 'closed', isCurrent: false });
    await announceEditionChange(tx);
    await writeAudit(tx, { actorId, action: 'edition.close', entity: 'edition', entityId: id, before: { state: target.state }, after: { state: 'closed' } });
    return { edition: toEditionDto(closed), message: msg.editionClosedDone({ edition: closed.name }) };
  });
}
