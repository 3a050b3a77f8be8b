/**
* | output |
* | --- |
* | "Processing" |
*
* @param {Wallet_Status_ProcessingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_status_processing: ((inputs?: Wallet_Status_ProcessingInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Status_ProcessingInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Status_ProcessingInputs = {};
