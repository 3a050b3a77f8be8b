/**
* | output |
* | --- |
* | "Split by dispute" |
*
* @param {Contracts_Ms_SplitInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_ms_split: ((inputs?: Contracts_Ms_SplitInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Ms_SplitInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Ms_SplitInputs = {};
