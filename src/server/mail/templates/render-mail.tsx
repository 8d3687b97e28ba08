import type { ReactElement } from 'react';
import { Link, Section, Text } from '@react-email/components';
import { render } from '@react-email/render';
import type { MailKind } from '#shared/constants.ts';
import { MailButton, MailLayout, muted, paragraph } from './mail-layout.tsx';
import type { AnyMail, MailPayloads, Translated } from './mail-payloads.ts';
import type { MailFormat } from './mail-format.ts';
import { mailLanguage, type MailTexts } from './mail-texts.ts';

export type RenderedMail = { subject: string; html: string; text: string };
type Ctx = { t: MailTexts; f: MailFormat; shopUrl: string; language: string };
type Template<K extends MailKind> = { subject(p: MailPayloads[K], t: MailTexts, language: string): string; body(p: MailPayloads[K], ctx: Ctx): ReactElement };

const Lines = ({ lines }: { lines: string[] }) => (
  <>
    {lines.map((line, i) => (
      <Text key={i} style={paragraph}>
        {line}
      </Text>
    ))}
  </>
);

/** A payload's day in the mail's language, with its date where the row has one (null: no day). */
const dayName = ({ t, f }: Ctx, day: string | null, date?: string | null) => (day === null ? t.anyDay : date ? f.festivalDay(date) : f.weekday(day));
const loungeName = ({ t }: Ctx, lounge: string | null) => lounge ?? t.noLounge;

/** A line's product and mix drinks in the mail's language, as the catalogue names them there (docs/decisions/045). */
const namesOf = (ctx: Ctx, item: { name: string; mixDrinks: string[] } & Translated) =>
  (ctx.language === 'de' || ctx.language === 'fr' ? item.translated?.[ctx.language] : undefined) ?? item;

/** An order's lines as its placed and changed mails list them. */
const OrderLines = ({ items, ctx }: { items: MailPayloads['order_placed']['items']; ctx: Ctx }) => (
  <>
    {items.map((item, i) => (
      <Section key={i} style={{ borderBottom: '1px solid #e4e4e7', padding: '8px 0' }}>
        <LineNames names={namesOf(ctx, item)} quantity={item.quantity} ctx={ctx} />
        <Text style={muted}>{ctx.t.orderLineWhere(loungeName(ctx, item.lounge), dayName(ctx, item.day, item.date))}</Text>
        <Text style={muted}>{ctx.t.orderLineTokens(item.tokenPrice * item.quantity)}</Text>
      </Section>
    ))}
  </>
);

/** The product of a stock_back mail in the mail's language. */
const productIn = (language: string, p: MailPayloads['stock_back']) =>
  (language === 'de' || language === 'fr' ? p.translatedProduct?.[language] : undefined) ?? p.product;

const LineNames = ({ names, quantity, ctx }: { names: { name: string; mixDrinks: string[] }; quantity: number; ctx: Ctx }) => (
  <>
    <Text style={{ ...paragraph, margin: 0, fontWeight: 'bold' }}>{ctx.t.orderLine(quantity, names.name)}</Text>
    {names.mixDrinks.length > 0 && <Text style={muted}>{ctx.t.orderLineMix(names.mixDrinks)}</Text>}
  </>
);

const TEMPLATES: { [K in MailKind]: Template<K> } = {
  welcome: {
    subject: (_p, t) => t.welcomeSubject,
    body: (p, ctx) => (
      <>
        <Lines lines={[ctx.t.welcomeIntro]} />
        <Text style={{ ...paragraph, fontWeight: 'bold' }}>{ctx.t.welcomeLounges}</Text>
        <Lines
          lines={p.lounges.length ? p.lounges.map((l) => ctx.t.welcomeLounge(l.label, dayName(ctx, l.day, l.date))) : [ctx.t.welcomeNoLounge, ctx.t.welcomeAddLounge]}
        />
        {/* An approved application got nothing (docs/product.md#account-states): no "You received 0 tokens". */}
        {p.tokensReceived > 0 && <Lines lines={[ctx.t.welcomeTokens(p.tokensReceived), ctx.t.balanceLeft(p.balance)]} />}
      </>
    ),
  },
  order_placed: {
    subject: (p, t) => t.orderPlacedSubject(p.orderId),
    body: (p, ctx) => (
      <>
        <OrderLines items={p.items} ctx={ctx} />
        <Section style={{ marginTop: '16px' }}>
          <Lines lines={[ctx.t.orderCharged(p.totalTokens), ctx.t.balanceLeft(p.balance)]} />
        </Section>
      </>
    ),
  },
  order_changed: {
    subject: (p, t) => t.orderChangedSubject(p.orderId),
    body: (p, ctx) => (
      <>
        <Lines lines={[ctx.t.orderChangedIntro]} />
        <OrderLines items={p.items} ctx={ctx} />
        <Section style={{ marginTop: '16px' }}>
          <Lines
            lines={[
              ctx.t.orderNewTotal(p.totalTokens),
              ...(p.delta < 0 ? [ctx.t.orderChangeCharged(-p.delta)] : p.delta > 0 ? [ctx.t.orderChangeReturned(p.delta)] : []),
              ctx.t.balanceLeft(p.balance),
            ]}
          />
        </Section>
      </>
    ),
  },
  order_cancelled: {
    subject: (p, t) => t.orderCancelledSubject(p.orderId),
    body: (p, { t }) => <Lines lines={[p.refundedTokens > 0 ? t.orderRefunded(p.refundedTokens) : t.orderKept, t.balanceLeft(p.balance)]} />,
  },
  token_receipt: {
    subject: (_p, t) => t.receiptSubject,
    body: (p, { t }) => (
      <Lines lines={[t.receiptPackage(p.packageName), t.receiptTokens(p.tokens), t.receiptAmount(p.amountChf), t.balanceLeft(p.balance)]} />
    ),
  },
  reminder: {
    subject: (_p, t) => t.reminderSubject,
    body: (p, { t, shopUrl }) => (
      <>
        <Lines lines={[t.reminderBody(p.tokens, p.deadline)]} />
        <MailButton href={shopUrl}>{t.openShopCta}</MailButton>
        <Text style={muted}>{t.reminderOptOut}</Text>
      </>
    ),
  },
  password_reset: {
    subject: (_p, t) => t.resetSubject,
    body: (p, { t }) => (
      <>
        <Lines lines={[t.resetBody, t.resetAction]} />
        <Text style={{ ...paragraph, wordBreak: 'break-all' }}>
          <Link href={p.link}>{p.link}</Link>
        </Text>
        <Lines lines={[t.resetIgnore]} />
      </>
    ),
  },
  security_change: {
    subject: (_p, t) => t.securitySubject,
    body: (p, { t }) => <Lines lines={[t.securityChange[p.change](p.name ?? ''), t.securityNotYou]} />,
  },
  stock_back: {
    subject: (p, t, language) => t.stockBackSubject(productIn(language, p)),
    body: (p, ctx) => (
      <>
        <Lines lines={[ctx.t.stockBackBody(productIn(ctx.language, p), dayName(ctx, p.day, p.date))]} />
        <MailButton href={ctx.shopUrl}>{ctx.t.openShopCta}</MailButton>
      </>
    ),
  },
  payout_window: {
    subject: (p, t) => t.payoutWindowSubject(p.edition),
    body: (p, ctx) => (
      <>
        <Lines
          lines={[
            ctx.t.payoutWindowBody(p.tokens, p.edition),
            ctx.t.payoutWindowChoices(p.payable, ctx.f.festivalDay(p.lastDay)),
            ...(p.cause ? [ctx.t.payoutWindowDonation(p.cause)] : []),
          ]}
        />
        <MailButton href={`${ctx.shopUrl}/tokens`}>{ctx.t.payoutWindowCta}</MailButton>
      </>
    ),
  },
  order_delivered: {
    subject: (p, t) => t.deliveredSubject(p.orderId),
    body: (p, ctx) => (
      <>
        <Lines lines={[ctx.t.deliveredBody(p.orderId, loungeName(ctx, p.lounge), dayName(ctx, p.day, p.date))]} />
        {(p.items ?? []).map((item, i) => (
          <Section key={i} style={{ borderBottom: '1px solid #e4e4e7', padding: '8px 0' }}>
            <LineNames names={namesOf(ctx, item)} quantity={item.quantity} ctx={ctx} />
          </Section>
        ))}
      </>
    ),
  },
};

const headingOf = (mail: AnyMail, t: MailTexts, language: string): string => {
  switch (mail.kind) {
    case 'welcome': return t.welcomeHeading;
    case 'order_placed': return t.orderPlacedHeading(mail.payload.orderId);
    case 'order_cancelled': return t.orderCancelledHeading(mail.payload.orderId);
    case 'order_changed': return t.orderChangedHeading(mail.payload.orderId);
    case 'token_receipt': return t.receiptHeading;
    case 'reminder': return t.reminderHeading;
    case 'password_reset': return t.resetHeading;
    case 'order_delivered': return t.deliveredSubject(mail.payload.orderId);
    case 'security_change': return t.securityHeading;
    case 'stock_back': return t.stockBackSubject(productIn(language, mail.payload));
    case 'payout_window': return t.payoutWindowSubject(mail.payload.edition);
  }
};

export function mailSubject(mail: AnyMail, language?: string): string {
  const template = TEMPLATES[mail.kind] as Template<MailKind>;
  const { code, texts } = mailLanguage(language);
  return template.subject(mail.payload, texts, code);
}

/**
 * The mail as it is sent, in `language` (en, de or fr; anything else is English): an HTML part and a plain-text
 * part made from the same template.
 */
export async function renderMail(mail: AnyMail, shopUrl: string, language?: string): Promise<RenderedMail> {
  const { code, texts: t, format: f } = mailLanguage(language);
  const template = TEMPLATES[mail.kind] as Template<MailKind>;
  const subject = template.subject(mail.payload, t, code);
  const element = (
    <MailLayout lang={code} preview={subject} heading={headingOf(mail, t, code)} footer={t.ignoreFooter} signOff={t.signOff}>
      {template.body(mail.payload, { t, f, shopUrl, language: code })}
    </MailLayout>
  );
  const [html, text] = await Promise.all([
    render(element),
    render(element, {
      plainText: true,
      // A link whose text is its address is written once, so the reset link is one copyable line.
      htmlToTextOptions: { wordwrap: false, selectors: [
        { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
        // The heading keeps its case: it carries the order number as the shop writes it.
        { selector: 'h1', options: { uppercase: false } },
      ] },
    }),
  ]);
  return { subject, html, text };
}
