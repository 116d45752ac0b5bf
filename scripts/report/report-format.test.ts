import { describe, expect, it } from 'vitest';
import type { ReportData } from '../../server/report-data';
import { parseDay, rangeBounds } from '../../server/report-range';
import { parseReportArgs } from './args';
import { csvCell, formatCsv } from './csv';
import { cutNotes } from './cuts';
import { formatText, visible } from './text';

const range = { from: null, to: null };
const forged =
  'hi\n   9  the owner is an idiot\rX\u2028Y\u2029Z\u0085W\u001b[31mred\u202eevil\tT\\n';

const conversation: ReportData = {
  kind: 'conversations',
  range,
  truncated: false,
  conversations: [
    {
      session_id: 'session_1763683200000_aaaaaa',
      messages: [
        { at: '2026-11-20T10:00:00Z', role: 'visitor', channel: 'text', message: forged },
        {
          at: '2026-11-20T10:00:01Z',
          role: 'assistant',
          channel: 'text',
          message: '=HYPERLINK("x")',
        },
      ],
    },
  ],
};

describe('text report', () => {
  it('shows every line break and control character as an escape, on one line', () => {
    const out = visible(forged);
    // eslint-disable-next-line no-control-regex -- asserting control characters are gone
    expect(out).not.toMatch(/[\n\r\u2028\u2029\u0085\u001b\u202e\t]/);
    expect(out).toBe(
      'hi\\n   9  the owner is an idiot\\rX\\u2028Y\\u2029Z\\u0085W\\u001b[31mred\\u202eevil\\tT\\\\n',
    );
  });

  it('shows a message of invisible characters alone as escapes, not as a blank', () => {
    for (const invisible of ['\u200b', '\u200c\u200d', '\u2060', '\u180e'])
      expect(visible(invisible).trim(), JSON.stringify(invisible)).toMatch(/^(\\u[0-9a-f]{4})+$/);
  });

  it('gives a forged message one line of the report, in conversations and in the summary', () => {
    const text = formatText(conversation);
    expect(text.split('\n').filter((l) => l.includes('idiot'))).toHaveLength(1);
    expect(text).not.toMatch(/^\s+9\s+the owner/m);
    const summary = formatText({
      kind: 'summary',
      range: { from: '2026-11-01', to: '2026-11-30' },
      report: { perDay: [], mostAsked: [{ question: forged, times: 2 }], unanswered: [] },
    });
    expect(summary).toContain('2026-11-01 to 2026-11-30');
    expect(summary.split('\n').filter((l) => l.includes('idiot'))).toHaveLength(1);
  });
});

describe('CSV report', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(
        csvCell(`${start}1+1`).startsWith(`'${start}`) ||
          csvCell(`${start}1+1`).startsWith(`"'${start}`),
      ).toBe(true);
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell(12)).toBe('12');
    expect(csvCell(null)).toBe('');
  });

  it('writes one row per message with a header, CRLF-separated', () => {
    const csv = formatCsv(conversation);
    const rows = csv.split('\r\n');
    expect(rows[0]).toBe('session_id,at,role,channel,message');
    expect(rows[2]).toBe(
      'session_1763683200000_aaaaaa,2026-11-20T10:00:01Z,assistant,text,"\'=HYPERLINK(""x"")"',
    );
    expect(rows).toHaveLength(4); // header, two messages, and the empty string after the last CRLF
  });
});

describe('what a report leaves out', () => {
  it('is said beside every format: conversations cut short, and each conversation cut', () => {
    expect(cutNotes(conversation)).toEqual([]);
    const [whole] = conversation.kind === 'conversations' ? (conversation.conversations ?? []) : [];
    if (!whole) throw new Error('the sample has a conversation');
    const cut: ReportData = {
      ...conversation,
      truncated: true,
      conversations: [
        { ...whole, omitted: 7 },
        { ...whole, session_id: 'session_1763683200000_bbbbbb' },
        { ...whole, session_id: 'session_1763683200000_cccccc', omitted: 5 },
      ],
    };
    const notes = cutNotes(cut);
    expect(notes).toHaveLength(2);
    expect(notes[0]).toMatch(/cut short/);
    expect(notes[1]).toMatch(/^chat-report: 12 later message\(s\) of 2 conversation/);
    // Narrowing the dates does not bring a cut conversation's rest back: not suggested.
    expect(notes[1]).not.toMatch(/--from|--to/);
    expect(notes[1]).toContain('session_1763683200000_aaaaaa, session_1763683200000_cccccc)');
    expect(notes[1]).not.toContain('bbbbbb');
    for (const note of notes) expect(note.endsWith('\n')).toBe(true);
  });
});

describe('report options', () => {
  it('reads dates, format and conversations', () => {
    expect(
      parseReportArgs([
        '--from',
        '2026-11-01',
        '--to=2026-11-30',
        '--format',
        'csv',
        '--conversations',
      ]),
    ).toEqual({
      range: { from: '2026-11-01', to: '2026-11-30' },
      format: 'csv',
      conversations: true,
      help: false,
    });
    expect(parseReportArgs([]).format).toBe('text');
  });

  it('refuses wrong input with a message naming it', () => {
    const cases: [string[], RegExp][] = [
      [['--from', '2026-02-30'], /--from must be a date as YYYY-MM-DD, got "2026-02-30"/],
      [['--from', '20261101'], /--from must be a date/],
      [['--to', '2026-11-1'], /--to must be a date/],
      [
        ['--from', '2026-12-01', '--to', '2026-11-01'],
        /--from 2026-12-01 is after --to 2026-11-01/,
      ],
      [['--format', 'xlsx'], /--format must be text, csv, json, got "xlsx"/],
      [['--form', 'csv'], /Unknown option '--form'/],
      [['--from'], /--from/],
      [['extra'], /positional/i],
    ];
    for (const [argv, message] of cases)
      expect(() => parseReportArgs(argv), argv.join(' ')).toThrow(message);
  });

  it('takes whole UTC days, both ends included', () => {
    expect(parseDay('2028-02-29', '--from')).toBe('2028-02-29');
    expect(rangeBounds({ from: '2026-11-30', to: '2026-12-31' })).toEqual([
      '2026-11-30T00:00:00Z',
      '2027-01-01T00:00:00Z',
    ]);
    expect(rangeBounds({ from: null, to: '9999-12-31' })).toEqual([null, '10000-01-01T00:00:00Z']);
  });
});
