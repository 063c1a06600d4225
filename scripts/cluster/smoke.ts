// `npm run cluster -- --check`: signs Maria in through HAProxy, reads /api/usuario nine times, prints which
// instance answered each call (HAProxy's X-Servidor header) and each instance's own request count (its
// /api/metrics), and checks that an x-request-id sent to HAProxy comes back. Answers the failures.
import { randomBytes } from 'node:crypto';
import { API_BASE } from '@portal/domain';
import { usuarioEndpoints } from '@portal/domain/contract/auth/usuario';
import type { Cluster, Instance } from './cluster.js';
import { keepAliveAgent, Member } from './member.js';
import { wait } from './processes.js';

const MARIA = { cpf: '39053344705', senha: 'Portal@2026' };

/** /api/usuario answers (status 200) counted by the instance's own metrics. */
async function usuarioCount(instance: Instance, token: string): Promise<number> {
  const text = await (
    await fetch(`${instance.url}/api/metrics`, { headers: { authorization: `Bearer ${token}` } })
  ).text();
  const line = text
    .split('\n')
    .find(
      (l) =>
        l.startsWith('portal_http_requests_total{') &&
        l.includes('method="GET"') &&
        l.includes(`route="${API_BASE}${usuarioEndpoints.usuario.path}"`) &&
        l.includes('status="200"'),
    );
  return line ? Number(line.split(' ').at(-1)) : 0;
}

export async function smoke(cluster: Cluster, log: (line: string) => void): Promise<string[]> {
  const failures: string[] = [];
  const expect = (ok: boolean, what: string) => {
    if (!ok) failures.push(what);
  };
  const { instances, front, metricsToken } = cluster;
  const maria = new Member(front, keepAliveAgent(1));

  // HAProxy marks a server up after `rise 2` good checks one second apart: wait for all of them.
  const seen = new Set<string | null>();
  const until = Date.now() + 20_000;
  while (seen.size < instances.length && Date.now() < until) {
    const r = await fetch(`${front}/api/health`);
    seen.add(r.headers.get('x-servidor'));
    await wait(100);
  }
  expect(
    seen.size === instances.length,
    `HAProxy encaminhou a ${seen.size} de ${instances.length} instâncias`,
  );

  const login = await maria.login(MARIA.cpf, MARIA.senha);
  log(`login de Maria via HAProxy: ${login.status} (atendido por ${String(login.headers['x-servidor'])})`);
  expect(login.status === 200, `login respondeu ${login.status}`);

  const before = await Promise.all(instances.map((i) => usuarioCount(i, metricsToken)));
  const calls = 9;
  const byServer = new Map<string, number>();
  const requestIds = new Set<string>();
  for (let n = 0; n < calls; n++) {
    const r = await maria.call(usuarioEndpoints.usuario);
    const server = String(r.headers['x-servidor']);
    const id = String(r.headers['x-request-id'] ?? '');
    if (id) requestIds.add(id);
    byServer.set(server, (byServer.get(server) ?? 0) + 1);
    log(`GET /api/usuario #${n + 1}: ${r.status} ${server} x-request-id ${id} (${r.ms.toFixed(1)} ms)`);
    expect(r.status === 200, `GET /api/usuario #${n + 1} respondeu ${r.status}`);
  }
  expect(
    byServer.size === instances.length,
    `respostas de ${byServer.size} instâncias, não ${instances.length}`,
  );
  expect(requestIds.size === calls, 'cada resposta com um x-request-id próprio');

  const after = await Promise.all(instances.map((i) => usuarioCount(i, metricsToken)));
  log(
    `GET /api/usuario por instância (X-Servidor): ${[...byServer].map(([s, c]) => `${s} ${c}`).join(', ')}`,
  );
  log(
    `GET /api/usuario 200 por instância (/api/metrics de cada uma): ${instances
      .map((i, k) => `${i.name} ${(after[k] ?? 0) - (before[k] ?? 0)}`)
      .join(', ')}`,
  );
  expect(
    instances.every((i, k) => (after[k] ?? 0) - (before[k] ?? 0) === (byServer.get(i.name) ?? 0)),
    'as métricas de cada instância contam o que o HAProxy encaminhou a ela',
  );

  // An id the client (or an edge proxy) sent is kept through HAProxy, which trusts it, into the instance.
  const ownId = `cluster-${randomBytes(6).toString('hex')}`;
  const echoed = await fetch(`${front}/api/health`, { headers: { 'x-request-id': ownId } });
  log(`x-request-id enviado ${ownId} → devolvido ${echoed.headers.get('x-request-id')}`);
  expect(echoed.headers.get('x-request-id') === ownId, 'x-request-id enviado ao HAProxy mantido');
  return failures;
}
