/**
* | output |
* | --- |
* | "Changes requested" |
*
* @param {Contracts_Ms_Changes_RequestedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_ms_changes_requested: ((inputs?: Contracts_Ms_Changes_RequestedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Ms_Changes_RequestedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Ms_Changes_RequestedInputs = {};
