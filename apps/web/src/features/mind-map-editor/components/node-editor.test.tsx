import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MindMapNode, PlanId } from '@cuemap/shared';
import { ApiError } from '../../../lib/api-client';
import { NodeEditor, nodeEditChanged, type NodeEditorProps } from './node-editor';

const node: MindMapNode = { id: '7', x: 0, y: 0, title: 'Hook', text: 'Open with a story', color: '#3B82F6' };

function setup(plan: PlanId | null, overrides: Partial<NodeEditorProps> = {}) {
  const props: NodeEditorProps = {
    node,
    plan,
    loggedIn: true,
    onSave: vi.fn(),
    onCancel: vi.fn(),
    onAlert: vi.fn(),
    generateIdeas: vi.fn().mockResolvedValue({ ideas: 'Idea one\nIdea two' }),
    ...overrides,
  };
  render(<NodeEditor {...props} />);
  return { props, user: userEvent.setup() };
}

describe('NodeEditor', () => {
  it('edits Title and Details and saves them', async () => {
    const { props, user } = setup('free');
    expect(screen.getByRole('dialog', { name: 'Edit Node Content' })).toBeInTheDocument();
    const title = screen.getByLabelText('Title');
    expect(title).toHaveValue('Hook');
    expect(screen.getByLabelText('Details')).toHaveValue('Open with a story');
    await user.clear(title);
    await user.type(title, 'Opening');
    await user.type(screen.getByLabelText('Details'), ' about a river.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(props.onSave).toHaveBeenCalledWith({ title: 'Opening', text: 'Open with a story about a river.' });
  });

  it("a node just added opens with 'New Idea' selected: typing replaces it (issue 24 item 4)", async () => {
    const { props, user } = setup('free', { node: { ...node, title: 'New Idea', text: '' } });
    await user.keyboard('Try one');
    expect(screen.getByLabelText('Title')).toHaveValue('Try one');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(props.onSave).toHaveBeenCalledWith({ title: 'Try one', text: '' });
  });

  it('a named node opens with its title focused, not selected: typing adds to it', async () => {
    const { user } = setup('free');
    await user.keyboard('!');
    expect(screen.getByLabelText('Title')).toHaveValue('Hook!');
  });

  it('Present from here hands over the changed title and text (null when nothing changed)', async () => {
    const onPresent = vi.fn();
    const { props, user } = setup('free', { onPresent });
    await user.click(screen.getByRole('button', { name: 'Present from here' }));
    expect(onPresent).toHaveBeenLastCalledWith(null);
    await user.type(screen.getByLabelText('Details'), ' about a river.');
    await user.click(screen.getByRole('button', { name: 'Present from here' }));
    expect(onPresent).toHaveBeenLastCalledWith({ title: 'Hook', text: 'Open with a story about a river.' });
    expect(props.onSave).not.toHaveBeenCalled();
  });

  it('Present from here is absent without onPresent', () => {
    setup('free');
    expect(screen.queryByRole('button', { name: 'Present from here' })).not.toBeInTheDocument();
  });

  it('Present from here is disabled while the edit is too large, as Save is', () => {
    const measure = vi.fn().mockReturnValue({ allowed: false, size: { bytes: 0, percent: 101, level: 'over' } });
    setup('free', { onPresent: vi.fn(), measure });
    expect(screen.getByRole('button', { name: 'Present from here' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('Escape cancels the editor', async () => {
    const { props, user } = setup('pro');
    await user.keyboard('{Escape}');
    expect(props.onCancel).toHaveBeenCalledOnce();
  });

  it('free plan: toggling the AI Helper alerts and keeps it closed', async () => {
    const { props, user } = setup('free');
    await user.click(screen.getByRole('button', { name: /AI Helper/ }));
    expect(props.onAlert).toHaveBeenCalledWith('Upgrade to a paid plan to use the AI Helper. Unlock powerful idea generation and more!');
    expect(screen.queryByText('Ideas will appear here.')).not.toBeInTheDocument();
  });

  it('pro plan: sidebar opens with idle text, context disabled; Escape closes the sidebar first', async () => {
    const { props, user } = setup('pro');
    await user.click(screen.getByRole('button', { name: /AI Helper/ }));
    expect(screen.getByText('Ideas will appear here.')).toBeInTheDocument();
    const context = screen.getByLabelText('Context');
    expect(context).toBeDisabled();
    expect(context).toHaveAttribute('placeholder', 'Upgrade to Elite to add context');
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Ideas will appear here.')).not.toBeInTheDocument();
    expect(props.onCancel).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(props.onCancel).toHaveBeenCalledOnce();
  });

  it('pro plan: generates ideas from the title and can add them to Details', async () => {
    const { props, user } = setup('pro');
    await user.click(screen.getByRole('button', { name: /AI Helper/ }));
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(props.generateIdeas).toHaveBeenCalledWith({ title: 'Hook', currentText: 'Open with a story', userContext: '' });
    expect(await screen.findByText(/Idea one/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to Details' }));
    expect(screen.getByLabelText('Details')).toHaveValue('Open with a story\n\nIdea one\nIdea two');
  });

  it('shows a generation failure in the sidebar', async () => {
    const { user } = setup('pro', { generateIdeas: vi.fn().mockRejectedValue(new ApiError(500, 'Model offline')) });
    await user.click(screen.getByRole('button', { name: /AI Helper/ }));
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Failed to generate ideas: Model offline. Please try again.')).toBeInTheDocument();
  });

  it('elite plan: Generate needs context, which is sent', async () => {
    const { props, user } = setup('elite');
    await user.click(screen.getByRole('button', { name: /AI Helper/ }));
    const generate = screen.getByRole('button', { name: 'Generate' });
    expect(generate).toBeDisabled();
    await user.type(screen.getByLabelText('Context'), 'Investors');
    expect(generate).toBeEnabled();
    await user.click(generate);
    await waitFor(() => expect(props.generateIdeas).toHaveBeenCalledWith({ title: 'Hook', currentText: 'Open with a story', userContext: 'Investors' }));
  });

  it('asks for a title before generating', async () => {
    const { props, user } = setup('elite');
    await user.click(screen.getByRole('button', { name: /AI Helper/ }));
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Context'), 'x');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(props.onAlert).toHaveBeenCalledWith('Please provide a title for the node first.');
    expect(props.generateIdeas).not.toHaveBeenCalled();
  });

  it('requires a session to generate', async () => {
    const { props, user } = setup('pro', { loggedIn: false });
    await user.click(screen.getByRole('button', { name: /AI Helper/ }));
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(props.onAlert).toHaveBeenCalledWith('You must be logged in to generate AI ideas.');
  });

  it('each idea can go into Details or become a child node with one click; the source is labelled', async () => {
    const ideas = '1. Hook: Open with the river.\n2. Question: Ask "why rivers?"';
    const onAddChild = vi.fn();
    const { user } = setup('pro', { generateIdeas: vi.fn().mockResolvedValue({ ideas, source: 'Offline writer' }), onAddChild });
    await user.click(screen.getByRole('button', { name: /AI Helper/ }));
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByTestId('ideas-source')).toHaveTextContent('Offline writer');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Insert idea 2 into Details' }));
    expect(screen.getByLabelText('Details')).toHaveValue('Open with a story\n\nQuestion: Ask "why rivers?"');
    expect(screen.getByRole('button', { name: 'Insert idea 2 into Details' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add idea 1 as a child node' }));
    expect(onAddChild).toHaveBeenCalledWith({ title: 'Hook', text: 'Open with the river.' });
    expect(screen.getByRole('button', { name: 'Add idea 1 as a child node' })).toHaveTextContent('Child added');
  });

  it('unchanged: Cancel and a backdrop click close at once', async () => {
    const { props, user } = setup('free');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(props.onCancel).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('changed: Escape asks before discarding; Keep editing keeps the text, Discard closes', async () => {
    const { props, user } = setup('free');
    await user.type(screen.getByLabelText('Details'), ' about a river.');
    await user.keyboard('{Escape}');
    const ask = screen.getByRole('alertdialog', { name: 'Discard your changes to this node?' });
    expect(props.onCancel).not.toHaveBeenCalled();
    expect(within(ask).getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Details')).toHaveValue('Open with a story about a river.');
    // Escape while asked is "keep editing" too.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(props.onCancel).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(props.onCancel).toHaveBeenCalledOnce();
    expect(props.onSave).not.toHaveBeenCalled();
  });

  it('changed: Cancel, the × and a backdrop click ask too', async () => {
    const { props, user } = setup('free');
    await user.type(screen.getByLabelText('Title'), '!');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('alertdialog', { name: 'Discard your changes to this node?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    const backdrop = document.querySelector('[aria-hidden="true"].absolute.inset-0') as HTMLElement;
    await user.click(backdrop);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(props.onCancel).not.toHaveBeenCalled();
  });

  it('typing back to the node’s own text is no change: it closes at once', async () => {
    const { props, user } = setup('free');
    await user.type(screen.getByLabelText('Title'), 'x');
    await user.type(screen.getByLabelText('Title'), '{Backspace}');
    await user.keyboard('{Escape}');
    expect(props.onCancel).toHaveBeenCalledOnce();
  });

  it('reports its fields as they change (null when they match the node), and starts from given ones', async () => {
    const onChange = vi.fn();
    const { user } = setup('elite', { onChange, initial: { title: 'Hook', text: 'Restored text', context: 'Investors' } });
    expect(screen.getByLabelText('Details')).toHaveValue('Restored text');
    expect(onChange).toHaveBeenLastCalledWith({ title: 'Hook', text: 'Restored text', context: 'Investors' });
    await user.clear(screen.getByLabelText('Details'));
    await user.type(screen.getByLabelText('Details'), 'Open with a story');
    await user.click(screen.getByRole('button', { name: /AI Helper/ }));
    await user.clear(screen.getByLabelText('Context'));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(nodeEditChanged(node, { title: 'Hook', text: 'Open with a story', context: '  ' })).toBe(false);
  });

  it('AI Helper → Child node, then Escape twice: the parent’s edits are asked about, not dropped', async () => {
    const onAddChild = vi.fn();
    const { props, user } = setup('pro', { onAddChild, generateIdeas: vi.fn().mockResolvedValue({ ideas: '1. Hook: Open with the river.' }) });
    await user.type(screen.getByLabelText('Details'), ' about a river.');
    await user.click(screen.getByRole('button', { name: /AI Helper/ }));
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await user.click(await screen.findByRole('button', { name: 'Add idea 1 as a child node' }));
    expect(onAddChild).toHaveBeenCalledOnce();
    await user.keyboard('{Escape}{Escape}');
    expect(screen.getByRole('alertdialog', { name: 'Discard your changes to this node?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(props.onSave).toHaveBeenCalledWith({ title: 'Hook', text: 'Open with a story about a river.' });
    expect(props.onCancel).not.toHaveBeenCalled();
  });

  it('disables the inputs while generating', async () => {
    let resolve!: (v: { ideas: string }) => void;
    const { user } = setup('pro', { generateIdeas: vi.fn(() => new Promise<{ ideas: string }>((r) => (resolve = r))) });
    await user.click(screen.getByRole('button', { name: /AI Helper/ }));
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(screen.getByLabelText('Title')).toBeDisabled();
    expect(screen.getByLabelText('Details')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    resolve({ ideas: '' });
    expect(await screen.findByText('No ideas generated')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toBeEnabled();
  });
});
