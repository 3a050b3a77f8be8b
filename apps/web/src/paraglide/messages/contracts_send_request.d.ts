/**
* | output |
* | --- |
* | "Send request" |
*
* @param {Contracts_Send_RequestInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_send_request: ((inputs?: Contracts_Send_RequestInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Send_RequestInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Send_RequestInputs = {};
