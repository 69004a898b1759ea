/** The plugin's name, under which Docusaurus keeps its loaded content for other plugins. */
export const API_REFERENCE_PLUGIN_NAME = 'api-reference';
