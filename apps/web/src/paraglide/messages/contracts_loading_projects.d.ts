/**
* | output |
* | --- |
* | "Loading your projects..." |
*
* @param {Contracts_Loading_ProjectsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_loading_projects: ((inputs?: Contracts_Loading_ProjectsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Loading_ProjectsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Loading_ProjectsInputs = {};
