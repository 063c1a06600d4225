// The appointment's .ics (issue 37) read back by a strict RFC 5545 parser (Mozilla's ical.js, the one
// Thunderbird uses): the event's times, who attends, where, "Como chegar", folding and escaping.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { comoChegar, consultaIcs, nomeIcs, type ConsultaIcs } from './agendamento-ics.js';

const consulta: ConsultaIcs = {
  id: '0b8a4e0e-3f1c-4b8e-9a57-2f1f1c0f9a11',
  // 08/12/2026 10:30–11:00 in São Paulo (UTC−3).
  inicio: new Date('2026-12-08T13:30:00Z'),
  fim: new Date('2026-12-08T14:00:00Z'),
  status: 'AGENDADO',
  profissional: 'Dra. Beatriz Nogueira',
  especialidade: 'Clínica Médica',
  local: {
    nome: 'Centro Médico Vale Verde Cambuí',
    endereco: 'Rua Coronel Quirino, 1200; sala 3',
    cidade: 'Campinas',
    uf: 'SP',
    latitude: -22.8936,
    longitude: -47.0506,
    telefone: '1932345678',
  },
  protocolo: '20261201000123',
};

const evento = (ics: string) => {
  const calendario = new ICAL.Component(ICAL.parse(ics) as unknown[]);
  return { calendario, evento: new ICAL.Event(calendario.getFirstSubcomponent('vevent')!) };
};

describe('consultaIcs', () => {
  it('is one VEVENT in UTC with the professional, speciality, address and "Como chegar"', () => {
    const ics = consultaIcs(consulta, new Date('2026-12-01T12:00:00Z'));
    const { calendario, evento: e } = evento(ics);
    expect(calendario.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendario.getFirstPropertyValue('prodid')).toMatch(/Portal do Beneficiário/);
    expect(e.uid).toBe(`agendamento-${consulta.id}@portal-beneficiario`);
    expect(e.startDate.toJSDate().toISOString()).toBe('2026-12-08T13:30:00.000Z');
    expect(e.endDate.toJSDate().toISOString()).toBe('2026-12-08T14:00:00.000Z');
    expect(e.startDate.zone?.tzid).toBe('UTC');
    expect(e.summary).toBe('Consulta de Clínica Médica com Dra. Beatriz Nogueira');
    // Escaped ';' and ',' come back as written.
    expect(e.location).toBe(
      'Centro Médico Vale Verde Cambuí, Rua Coronel Quirino, 1200; sala 3, Campinas/SP',
    );
    expect(e.description.split('\n')).toEqual([
      'Profissional: Dra. Beatriz Nogueira',
      'Especialidade: Clínica Médica',
      'Local: Centro Médico Vale Verde Cambuí',
      'Endereço: Rua Coronel Quirino, 1200; sala 3, Campinas/SP',
      'Telefone: 1932345678',
      `Como chegar: ${comoChegar(-22.8936, -47.0506)}`,
      'Protocolo n° 20261201000123',
    ]);
    const vevent = calendario.getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('url')).toBe(comoChegar(-22.8936, -47.0506));
    expect(vevent.getFirstPropertyValue('geo')).toEqual([-22.8936, -47.0506]);
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(vevent.getFirstPropertyValue('dtstamp')!.toString()).toBe('2026-12-01T12:00:00Z');
  });

  it('folds every line at 75 octets without splitting a character, with CRLF line ends', () => {
    const ics = consultaIcs(
      { ...consulta, local: { ...consulta.local, endereco: 'Avenida José de Souza Campos, '.repeat(6) } },
      new Date('2026-12-01T12:00:00Z'),
    );
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const linhas = ics.split('\r\n').filter(Boolean);
    expect(linhas.some((l) => l.startsWith(' '))).toBe(true);
    for (const linha of linhas) expect(Buffer.byteLength(linha)).toBeLessThanOrEqual(75);
    expect(evento(ics).evento.location).toContain('Avenida José de Souza Campos, '.repeat(6).trim());
  });

  it('marks a cancelled appointment CANCELLED (the same UID removes it) and names the file', () => {
    const { calendario } = evento(consultaIcs({ ...consulta, status: 'CANCELADO' }, new Date()));
    expect(calendario.getFirstSubcomponent('vevent')!.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(nomeIcs('Clínica Médica', '2026-12-08')).toBe('consulta-clinica-medica-2026-12-08.ics');
  });
});
