// Mailer: outbox without SMTP; SMTP (a minimal local SMTP server) with a trace in the outbox.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { sql } from 'kysely';
import { createTestContext, type TestContext } from './helpers';
import { createMailer } from '../src/mail/index';

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** Just enough SMTP (no TLS, no auth) to accept messages and record them. */
function startSmtpServer(): Promise<{ port: number; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current: Received = { from: '', to: [], data: '' };
    socket.write('220 test.local ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { from: '', to: [], data: '' };
          socket.write('250 OK queued\r\n');
          continue;
        }
        const nl = buffer.indexOf('\r\n');
        if (nl < 0) return;
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-test.local\r\n250 8BITMIME\r\n');
        else if (verb === 'MAIL') {
          current.from = line;
          socket.write('250 OK\r\n');
        } else if (verb === 'RCPT') {
          current.to.push(line);
          socket.write('250 OK\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 Bye\r\n');
          return;
        } else socket.write('250 OK\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({ port, received, close: () => new Promise<void>((r) => server.close(() => r())) });
    });
  });
}

let t: TestContext;

before(async () => {
  t = await createTestContext({ demo: false });
});

after(async () => {
  await t?.close();
});

async function outbox(to: string) {
  const r = await sql<{ subject: string; text_body: string; html_body: string | null; sent_at: Date | null }>`
    select subject, text_body, html_body, sent_at from mail_outbox where to_address = ${to} order by id`.execute(t.handle.db);
  return r.rows;
}

test('without SMTP mail goes to the outbox (unsent)', async () => {
  const mailer = createMailer({ smtpUrl: undefined, mailFrom: 'Resident Manager <no-reply@test.local>' }, t.handle.db);
  await mailer.send({ to: 'someone@test.local', subject: 'Hello', text: 'Plain body', html: '<p>Plain body</p>' });
  const rows = await outbox('someone@test.local');
  assert.equal(rows.length, 1);
  assert.equal(rows[0].subject, 'Hello');
  assert.equal(rows[0].text_body, 'Plain body');
  assert.equal(rows[0].html_body, '<p>Plain body</p>');
  assert.equal(rows[0].sent_at, null);
});

test('the app context mailer (no SMTP_URL) writes to the outbox', async () => {
  await t.ctx.mailer.send({ to: 'ctx@test.local', subject: 'From context', text: 'Body' });
  assert.equal((await outbox('ctx@test.local')).length, 1);
});

test('createMailer also accepts a context object', async () => {
  const mailer = createMailer({ config: { smtpUrl: undefined, mailFrom: 'x@test.local' }, db: t.handle.db });
  await mailer.send({ to: 'object@test.local', subject: 'S', text: 'T' });
  assert.equal((await outbox('object@test.local')).length, 1);
});

test('with SMTP the message is delivered and recorded with sent_at', async () => {
  const smtp = await startSmtpServer();
  const mailer = createMailer(
    { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailFrom: 'Resident Manager <no-reply@test.local>' },
    t.handle.db,
  );
  try {
    await mailer.send({
      to: 'smtp@test.local',
      subject: 'Reset your Resident Manager password',
      text: 'Open https://example.test/x',
    });
    assert.equal(smtp.received.length, 1);
    const msg = smtp.received[0];
    assert.match(msg.from, /no-reply@test\.local/);
    assert.match(msg.to[0], /smtp@test\.local/);
    assert.match(msg.data, /Subject: Reset your Resident Manager password/);
    assert.match(msg.data, /Open https:\/\/example\.test\/x/);
    const rows = await outbox('smtp@test.local');
    assert.equal(rows.length, 1);
    assert.ok(rows[0].sent_at instanceof Date, 'sent_at set');
  } finally {
    mailer.close();
    await smtp.close();
  }
});

test('an SMTP failure is reported and the message kept unsent in the outbox', async () => {
  const port = await new Promise<number>((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port: p } = s.address() as net.AddressInfo;
      s.close(() => resolve(p));
    });
  });
  const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'no-reply@test.local' }, t.handle.db);
  try {
    await assert.rejects(mailer.send({ to: 'down@test.local', subject: 'S', text: 'T' }));
    const rows = await outbox('down@test.local');
    assert.equal(rows.length, 1);
    assert.equal(rows[0].sent_at, null);
  } finally {
    mailer.close();
  }
});

test('header injection in recipient or subject is refused', async () => {
  const mailer = createMailer({ smtpUrl: undefined, mailFrom: 'x@test.local' }, t.handle.db);
  await assert.rejects(mailer.send({ to: 'a@test.local\r\nBcc: b@test.local', subject: 'S', text: 'T' }));
  await assert.rejects(mailer.send({ to: 'a@test.local', subject: 'S\r\nBcc: b@test.local', text: 'T' }));
});
