// Stands in for the classic theme's Prism client module; see plugins/prism-on-demand.ts.
export {};
