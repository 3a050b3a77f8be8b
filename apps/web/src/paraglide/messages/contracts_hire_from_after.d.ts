/**
* | output |
* | --- |
* | "or from a freelancer's profile." |
*
* @param {Contracts_Hire_From_AfterInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_hire_from_after: ((inputs?: Contracts_Hire_From_AfterInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Hire_From_AfterInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Hire_From_AfterInputs = {};
