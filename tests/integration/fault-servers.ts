// Stand-ins that fail the way a real service can, put on the port of the service they replace
// (the local stack's DynamoDB or SES, stopped for the while): one that accepts connections and
// never answers, one that answers after a delay, and one that resets the connection mid-answer.
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createTcpServer, type Server as TcpServer, type Socket } from 'node:net';

export interface FaultServer {
  close(): Promise<void>;
}

export interface CannedAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/** What DynamoDB answers a PutItem that stored the item. */
export const dynamoDbPutItemStored: CannedAnswer = {
  status: 200,
  headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-requestid': 'fault-test' },
  body: '{}',
};

/** What SES v2 answers a SendEmail it accepted. */
export const sesEmailAccepted: CannedAnswer = {
  status: 200,
  headers: { 'content-type': 'application/json', 'x-amzn-requestid': 'fault-test' },
  body: JSON.stringify({ MessageId: 'fault-test-message' }),
};

function listenOn(server: Server | TcpServer, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function closeTracked(server: Server | TcpServer, sockets: Set<Socket>): Promise<void> {
  for (const socket of sockets) socket.destroy();
  return new Promise((resolve) =>
    server.close(() => {
      resolve();
    }),
  );
}

function trackSockets(server: Server | TcpServer): Set<Socket> {
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return sockets;
}

/** Accepts every connection and reads what is sent, but never answers. */
export async function startBlackHole(port: number): Promise<FaultServer> {
  const server = createTcpServer((socket) => {
    socket.resume();
  });
  const sockets = trackSockets(server);
  await listenOn(server, port);
  return { close: () => closeTracked(server, sockets) };
}

/** Answers every request with `answer`, `delayMs` after it has arrived in full. */
export async function startSlowAnswer(
  port: number,
  delayMs: number,
  answer: CannedAnswer,
): Promise<FaultServer> {
  const timers = new Set<NodeJS.Timeout>();
  const server = createHttpServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        response.writeHead(answer.status, answer.headers).end(answer.body);
      }, delayMs);
      timers.add(timer);
    });
  });
  const sockets = trackSockets(server);
  await listenOn(server, port);
  return {
    close: () => {
      for (const timer of timers) clearTimeout(timer);
      return closeTracked(server, sockets);
    },
  };
}

/** Starts a successful answer, then resets the connection halfway through its body. */
export async function startResetMidAnswer(port: number, answer: CannedAnswer): Promise<FaultServer> {
  const server = createTcpServer((socket) => {
    socket.once('data', () => {
      const headers = Object.entries(answer.headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('');
      const head = `HTTP/1.1 ${answer.status} OK\r\n${headers}content-length: ${answer.body.length + 64}\r\n\r\n`;
      socket.write(head + answer.body.slice(0, Math.ceil(answer.body.length / 2)), () => {
        socket.resetAndDestroy();
      });
    });
  });
  const sockets = trackSockets(server);
  await listenOn(server, port);
  return { close: () => closeTracked(server, sockets) };
}
