/**
* | output |
* | --- |
* | "Sign in to see your projects." |
*
* @param {Contracts_Sign_In_ProjectsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_sign_in_projects: ((inputs?: Contracts_Sign_In_ProjectsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Sign_In_ProjectsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Sign_In_ProjectsInputs = {};
