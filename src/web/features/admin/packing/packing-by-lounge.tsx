import { msg } from '#shared/messages.ts';
import { formatTime, orderNumber } from '#web/lib/format.ts';
import type { PackingLounge } from '#shared/schemas/admin-packing.ts';
import { EmailText } from '#web/components/ui/email-text.tsx';

/**
 * 'By Lounge': one block per lounge (one printed page each), each order line with its mix drinks;
 * `deliveredAt` (lounge id to time) marks the lounges the delivery run has finished.
 */
export function PackingByLounge({ lounges, deliveredAt }: { lounges: PackingLounge[]; deliveredAt?: Map<string, string> }) {
  return (
    <div className="flex flex-col gap-4">
      {lounges.map((lounge) => {
        const headingId = `packing-lounge-${lounge.loungeId}`;
        return (
          <section
            key={lounge.loungeId}
            aria-labelledby={headingId}
            className="packing-block packing-lounge card p-4 sm:p-5"
          >
            <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <h2 id={headingId} className="text-lg font-semibold text-slate-900">
                {lounge.label}
              </h2>
              {deliveredAt?.has(lounge.loungeId) && (
                <p className="text-sm font-semibold text-success-fg">{msg.deliveredAt(formatTime(deliveredAt.get(lounge.loungeId)!))}</p>
              )}
              <p className="text-sm text-slate-600">
                {lounge.assignees.length === 0
                  ? 'Not assigned'
                  : lounge.assignees.map((email, i) => (
                      <span key={email}>
                        {i > 0 && ', '}
                        <EmailText email={email} />
                      </span>
                    ))}
              </p>
            </div>
            <table className="w-full border-collapse text-left text-sm">
              <thead>
                <tr className="border-b border-slate-200 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  <th scope="col" className="py-2 pr-2">
                    Product
                  </th>
                  <th scope="col" className="py-2 pr-2">
                    Order
                  </th>
                  <th scope="col" className="py-2 pr-2 text-right">
                    Qty
                  </th>
                  <th scope="col" className="py-2">
                    Mix drinks
                  </th>
                </tr>
              </thead>
              <tbody>
                {lounge.lines.map((line) => (
                  <tr key={line.orderItemId} className="border-b border-slate-100 align-top last:border-0">
                    <td className="py-2 pr-2 break-words text-slate-900">{line.productName}</td>
                    <td className="py-2 pr-2 font-mono whitespace-nowrap text-slate-600">{orderNumber(line.orderId)}</td>
                    <td className="py-2 pr-2 text-right font-semibold tabular-nums">{line.quantity}</td>
                    <td className="py-2 text-slate-700">
                      {line.mixDrinks.length === 0 ? (
                        <span className="text-slate-400">–</span>
                      ) : (
                        <ul>
                          {line.mixDrinks.map((mix) => (
                            <li key={mix.name}>
                              {mix.name}
                              {/* The count stays with the name when the column wraps. */}
                              <span className="tabular-nums">{`\u00a0x${mix.quantity}`}</span>
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        );
      })}
    </div>
  );
}
