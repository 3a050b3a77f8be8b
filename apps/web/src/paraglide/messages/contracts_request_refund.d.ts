/**
* | output |
* | --- |
* | "Request refund" |
*
* @param {Contracts_Request_RefundInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_request_refund: ((inputs?: Contracts_Request_RefundInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Request_RefundInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Request_RefundInputs = {};
