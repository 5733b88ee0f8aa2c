declare const plugin: { rules: Record<string, unknown> };
export default plugin;
