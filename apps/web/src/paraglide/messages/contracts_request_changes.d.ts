/**
* | output |
* | --- |
* | "Request changes" |
*
* @param {Contracts_Request_ChangesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_request_changes: ((inputs?: Contracts_Request_ChangesInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Request_ChangesInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Request_ChangesInputs = {};
