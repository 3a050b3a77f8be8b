/**
* | output |
* | --- |
* | "Disputed" |
*
* @param {Contracts_Ms_DisputedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_ms_disputed: ((inputs?: Contracts_Ms_DisputedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Ms_DisputedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Ms_DisputedInputs = {};
