/**
* | output |
* | --- |
* | "What should change?" |
*
* @param {Contracts_What_ChangeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_what_change: ((inputs?: Contracts_What_ChangeInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_What_ChangeInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_What_ChangeInputs = {};
