/**
* | output |
* | --- |
* | "Failed to load your projects." |
*
* @param {Contracts_Failed_ProjectsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_failed_projects: ((inputs?: Contracts_Failed_ProjectsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Failed_ProjectsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Failed_ProjectsInputs = {};
