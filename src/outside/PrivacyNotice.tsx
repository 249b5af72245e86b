// The Reg P initial privacy notice (appendix A's model form) for the page's organisation, on /privacy.
import styled from 'styled-components';
import { privacyNotice } from '../domain/privacyNotice';
import type { PrivateLabel } from '../domain/org';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th,
  td {
    border: 1px solid ${({ theme }) => theme.colors.border};
    padding: ${({ theme }) => theme.space.xs};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    background: ${({ theme }) => theme.colors.neutral[100]};
  }
`;

const Facts = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Section = styled.h3`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

function Rows({ rows, caption }: { rows: [string, string][]; caption: string }) {
  return (
    <Table>
      <caption className="visually-hidden">{caption}</caption>
      <tbody>
        {rows.map(([q, a]) => (
          <tr key={q}>
            <th scope="row">{q}</th>
            <td>{a}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

export function PrivacyNotice({ org }: { org: PrivateLabel }) {
  const n = privacyNotice(org);
  return (
    <section aria-labelledby="privacy-notice-title">
      <p>Rev. {n.revised}</p>
      <Facts id="privacy-notice-title">
        <span>FACTS</span> {n.title.toUpperCase()}
      </Facts>
      <Table>
        <caption className="visually-hidden">Why, what and how</caption>
        <tbody>
          {n.facts.map((f) => (
            <tr key={f.label}>
              <th scope="row">{f.label}</th>
              <td>
                {f.label === 'What?' ? (
                  <>
                    <p>{f.text[0]}</p>
                    <ul>
                      {f.text.slice(1, -1).map((t) => (
                        <li key={t}>{t}</li>
                      ))}
                    </ul>
                    <p>{f.text[f.text.length - 1]}</p>
                  </>
                ) : (
                  f.text.map((t) => <p key={t}>{t}</p>)
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Table>
        <caption className="visually-hidden">Reasons we can share your personal information</caption>
        <thead>
          <tr>
            {n.tableHeadings.map((h) => (
              <th scope="col" key={h}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {n.sharing.map((r) => (
            <tr key={`${r.reason}${r.detail ?? ''}`}>
              <th scope="row">
                <strong>{r.reason}</strong>
                {r.detail ? ` \u2014 ${r.detail}` : ''}
              </th>
              <td>{r.shares}</td>
              <td>{r.canLimit}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      {n.toLimit && (
        <>
          <Section>To limit our sharing</Section>
          <ul>
            {n.toLimit.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </>
      )}
      <Section>Questions?</Section>
      <p>{n.questions}</p>
      <Section>Who we are</Section>
      <Rows rows={n.whoWeAre} caption="Who we are" />
      <Section>What we do</Section>
      <Rows rows={n.whatWeDo} caption="What we do" />
      <Section>Definitions</Section>
      <Rows rows={n.definitions} caption="Definitions" />
    </section>
  );
}
