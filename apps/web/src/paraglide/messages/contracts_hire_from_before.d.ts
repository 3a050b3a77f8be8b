/**
* | output |
* | --- |
* | "Hire from a proposal on" |
*
* @param {Contracts_Hire_From_BeforeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_hire_from_before: ((inputs?: Contracts_Hire_From_BeforeInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Hire_From_BeforeInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Hire_From_BeforeInputs = {};
