// A real DNS server for tests (dns2 over UDP on 127.0.0.1, a random port): it answers CNAME and
// TXT questions from a zone the test edits while it runs, and NXDOMAIN for any other name.
import type { AddressInfo } from 'node:net';
import { Packet, UDPServer } from 'dns2';

// dns2's bundled types lack Packet.RCODE; the value is RFC 1035's.
const NXDOMAIN = 3;

export interface ZoneEntry {
  cname?: string;
  txt?: string[];
}

export class TestDnsServer {
  /** Lower-case names, without the trailing dot. */
  readonly zone = new Map<string, ZoneEntry>();
  /** Every question asked, as 'TYPE name'. */
  readonly asked: string[] = [];
  private readonly server: UDPServer;

  private constructor() {
    this.server = new UDPServer((request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      if (!question) return void send(response);
      const name = question.name.toLowerCase().replace(/\.$/, '');
      const entry = this.zone.get(name);
      this.asked.push(`${question.type === Packet.TYPE.TXT ? 'TXT' : 'CNAME'} ${name}`);
      if (!entry) response.header.rcode = NXDOMAIN;
      else if (question.type === Packet.TYPE.CNAME && entry.cname) {
        response.answers.push(
          Packet.createResourceFromQuestion(question, { ttl: 1, domain: entry.cname }),
        );
      } else if (question.type === Packet.TYPE.TXT) {
        for (const data of entry.txt ?? []) {
          response.answers.push(Packet.createResourceFromQuestion(question, { ttl: 1, data }));
        }
      }
      void send(response);
    });
  }

  static async start(): Promise<TestDnsServer> {
    const dns = new TestDnsServer();
    await dns.server.listen(0, '127.0.0.1');
    return dns;
  }

  /** The host:port to give the server's resolver. */
  get address(): string {
    const { address, port } = this.server.address() as AddressInfo;
    return `${address}:${port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
