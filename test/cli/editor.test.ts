// The description's editor ($VISUAL or $EDITOR): a temporary file opened with the command as the
// shell reads it; one that cannot be started or fails is an EditorFailed (the interactive create
// then asks at the prompt), never a crash.
import { describe, expect, it } from 'vitest';
import { EditorFailed, editInEditor } from '../../src/setup/prompter.js';

describe('editInEditor', () => {
  it('returns what the editor wrote, the command read by the shell (with its own arguments)', async () => {
    expect(await editInEditor(`printf '<p>Slides</p>' >`)).toBe('<p>Slides</p>');
    expect(await editInEditor('sed -i s/old/new/', 'the old text')).toBe('the new text');
  });

  it('an editor that is not there, or exits with a failure, is an EditorFailed naming it', async () => {
    await expect(editInEditor('/nonexistent/ed')).rejects.toThrow(
      new EditorFailed('the editor /nonexistent/ed was not found or cannot be run (set VISUAL or EDITOR to one)'),
    );
    await expect(editInEditor('false')).rejects.toThrow(new EditorFailed('the editor false exited with 1'));
  });
});
