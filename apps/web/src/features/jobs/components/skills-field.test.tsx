import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SkillsField } from './skills-field.tsx';

function Harness() {
  const [skills, setSkills] = useState<string[]>([]);
  return (
    <>
      <label htmlFor="s">Required Skills</label>
      <SkillsField id="s" value={skills} onChange={setSkills} />
      <output>{skills.join('|')}</output>
    </>
  );
}

describe('SkillsField', () => {
  it('adds by Enter or the plus button, ignores blanks and duplicates, and removes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Required Skills');
    await user.type(input, 'React{Enter}');
    await user.type(input, '  Node.js ');
    await user.click(screen.getByRole('button', { name: 'Add skill' }));
    await user.type(input, '   {Enter}');
    await user.type(input, 'react{Enter}');
    expect(document.querySelector('output')).toHaveTextContent('React|Node.js');
    expect(input).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Remove React' }));
    expect(document.querySelector('output')).toHaveTextContent(/^Node\.js$/);
  });
});
