import type { ReactNode } from 'react';
import { Body, Button, Container, Head, Heading, Hr, Html, Preview, Section, Text } from '@react-email/components';

// Inline styles only: mail clients drop <style> blocks. One narrow column (max 560 px) reads on a phone.
const body = { backgroundColor: '#f4f4f5', fontFamily: 'Helvetica, Arial, sans-serif', margin: 0, padding: '16px 0' };
const container = { backgroundColor: '#ffffff', borderRadius: '8px', maxWidth: '560px', padding: '24px 20px', margin: '0 auto' };
const heading = { fontSize: '22px', lineHeight: '28px', margin: '0 0 16px', color: '#18181b' };
const footer = { fontSize: '12px', lineHeight: '18px', color: '#71717a' };
export const paragraph = { fontSize: '16px', lineHeight: '24px', margin: '0 0 12px', color: '#27272a' };
export const muted = { fontSize: '14px', lineHeight: '20px', margin: '0', color: '#52525b' };
const button = { backgroundColor: '#18181b', borderRadius: '6px', color: '#ffffff', fontSize: '16px', padding: '12px 20px', textDecoration: 'none' };

export function MailLayout(props: { lang: string; preview: string; heading: string; footer: string; signOff: string; children: ReactNode }) {
  return (
    <Html lang={props.lang}>
      <Head>
        {/* Phones lay the mail out at their own width instead of a zoomed-out 980 px page. */}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <Preview>{props.preview}</Preview>
      <Body style={body}>
        <Container style={container}>
          <Heading as="h1" style={heading}>
            {props.heading}
          </Heading>
          {props.children}
          <Hr />
          <Text style={footer}>
            {props.signOff}
            <br />
            {props.footer}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export function MailButton(props: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '8px 0 16px' }}>
      <Button href={props.href} style={button}>
        {props.children}
      </Button>
    </Section>
  );
}
