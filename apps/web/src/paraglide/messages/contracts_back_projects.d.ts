/**
* | output |
* | --- |
* | "Back to My Projects" |
*
* @param {Contracts_Back_ProjectsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_back_projects: ((inputs?: Contracts_Back_ProjectsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Back_ProjectsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Back_ProjectsInputs = {};
