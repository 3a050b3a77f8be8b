/**
* | output |
* | --- |
* | "." |
*
* @param {Contracts_Full_StopInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_full_stop: ((inputs?: Contracts_Full_StopInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Full_StopInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Full_StopInputs = {};
