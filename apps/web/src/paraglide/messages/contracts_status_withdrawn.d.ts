/**
* | output |
* | --- |
* | "Withdrawn" |
*
* @param {Contracts_Status_WithdrawnInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_status_withdrawn: ((inputs?: Contracts_Status_WithdrawnInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Status_WithdrawnInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Status_WithdrawnInputs = {};
