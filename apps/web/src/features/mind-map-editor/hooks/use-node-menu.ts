// The canvas's node context menu (issue 12): which node it is open on and where. A right-click opens it
// at the pointer (editor-canvas.tsx), the ContextMenu key or Shift+F10 at the selected node's box.
import { useCallback, useEffect, useState, type RefObject } from 'react';
import { isRootNode, type MindMapNode } from '@cuemap/shared';
import { isTypingTarget } from '../../../lib/keyboard';
import type { NodeMenuTarget } from '../components/node-context-menu';

export function useNodeMenu(wrapperRef: RefObject<HTMLDivElement | null>, nodes: readonly MindMapNode[], selectedId: string | null) {
  const [menu, setMenu] = useState<NodeMenuTarget | null>(null);
  const nodeElement = useCallback(
    (id: string) => [...(wrapperRef.current?.querySelectorAll<HTMLElement>('.react-flow__node') ?? [])].find((el) => el.dataset.id === id) ?? null,
    [wrapperRef],
  );
  const openMenu = useCallback(
    (id: string, at: NodeMenuTarget['at']) => {
      const node = nodes.find((n) => n.id === id);
      if (node) setMenu({ id, title: node.title, isRoot: isRootNode(node), at });
    },
    [nodes],
  );
  const closeMenu = useCallback(() => setMenu(null), []);
  useEffect(() => {
    function onKeyDown(e: KeyboardEvent) {
      if (e.key !== 'ContextMenu' && !(e.key === 'F10' && e.shiftKey)) return;
      if (!selectedId || isTypingTarget(e.target) || document.querySelector('[role="dialog"], [role="menu"]')) return;
      const el = nodeElement(selectedId);
      if (!el) return;
      e.preventDefault();
      const { top, bottom, left, right } = el.getBoundingClientRect();
      openMenu(selectedId, { top, bottom, left, right });
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [selectedId, nodeElement, openMenu]);
  return { menu, nodeElement, openMenu, closeMenu };
}
