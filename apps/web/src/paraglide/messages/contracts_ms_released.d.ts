/**
* | output |
* | --- |
* | "Paid" |
*
* @param {Contracts_Ms_ReleasedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_ms_released: ((inputs?: Contracts_Ms_ReleasedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Ms_ReleasedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Ms_ReleasedInputs = {};
