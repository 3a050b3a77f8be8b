/**
* | output |
* | --- |
* | "Offer sent" |
*
* @param {Contracts_Status_OfferedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_status_offered: ((inputs?: Contracts_Status_OfferedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Status_OfferedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Status_OfferedInputs = {};
