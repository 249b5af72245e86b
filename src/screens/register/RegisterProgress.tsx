import type { RegisterSection, RegisterStepId } from '../../domain/register';
import { VisuallyHidden } from '../../ui';

export function RegisterProgress({ sections, current }: { sections: RegisterSection[]; current: RegisterStepId }) {
  return (
    <nav aria-label="Registration progress">
      <ol>
        {sections.map((section) => {
          const active = section.steps.includes(current);
          return (
            <li key={section.label} aria-current={active ? 'step' : undefined}>
              <span style={{ fontWeight: active ? 700 : 400 }}>{section.label}</span>
              {section.substeps.length > 0 && (
                <ul>
                  {section.substeps.map((sub) => (
                    <li key={sub.step} style={{ fontWeight: sub.step === current ? 700 : 400 }}>
                      {sub.label}
                      {sub.step === current && <VisuallyHidden> (current)</VisuallyHidden>}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
