/** Playbook strings from docs/product-spec.md sections 2 and 8, word for word, plus export/import wording. */
export const playbookMessages = {
  loadFailed: 'Failed to load playbooks',
  createFailed: 'Failed to create playbook',
  updateFailed: 'Failed to update playbook',
  deleteFailed: 'Failed to delete playbook',
  created: 'Playbook created successfully',
  updated: 'Playbook updated successfully',
  deleted: 'Playbook deleted successfully',
  deleteConfirm: (name: string) => `Are you sure you want to delete "${name}"? This action cannot be undone.`,
  createFirst: 'Create Your First Playbook',
  /** docs/product-spec.md section 2: the banner's button when playbooks exist. */
  analyzeBanner: 'Analyze Contract',
  exportFailed: 'Failed to export playbooks',
  importFailed: 'Import failed',
  imported: (count: number) => `Imported ${count} ${count === 1 ? 'playbook' : 'playbooks'}`,
} as const;
