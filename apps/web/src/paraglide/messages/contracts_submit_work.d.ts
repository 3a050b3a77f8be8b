/**
* | output |
* | --- |
* | "Submit work" |
*
* @param {Contracts_Submit_WorkInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_submit_work: ((inputs?: Contracts_Submit_WorkInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Submit_WorkInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Submit_WorkInputs = {};
