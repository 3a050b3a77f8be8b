/**
* | output |
* | --- |
* | "Cross-origin request refused" |
*
* @param {Err_Cross_Origin_Request_RefusedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_cross_origin_request_refused: ((inputs?: Err_Cross_Origin_Request_RefusedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Cross_Origin_Request_RefusedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Cross_Origin_Request_RefusedInputs = {};
