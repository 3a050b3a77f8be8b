/**
* | output |
* | --- |
* | "Describe the work you are submitting" |
*
* @param {Contracts_Describe_WorkInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_describe_work: ((inputs?: Contracts_Describe_WorkInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Describe_WorkInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Describe_WorkInputs = {};
