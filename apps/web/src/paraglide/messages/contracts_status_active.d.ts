/**
* | output |
* | --- |
* | "Active" |
*
* @param {Contracts_Status_ActiveInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_status_active: ((inputs?: Contracts_Status_ActiveInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Status_ActiveInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Status_ActiveInputs = {};
