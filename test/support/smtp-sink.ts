import { SMTPServer } from 'smtp-server';

/** A mail the sink took: its envelope's recipients and the raw message. */
export interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server on a free port; `refuse` makes it reject the next N messages. */
export async function startSmtp() {
  const received: Received[] = [];
  const state = { refuse: 0 };
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        if (state.refuse > 0) {
          state.refuse -= 1;
          const error = new Error('mailbox unavailable, try later') as Error & { responseCode: number };
          error.responseCode = 451;
          callback(error);
          return;
        }
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as { port: number }).port;
  return { received, state, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}
