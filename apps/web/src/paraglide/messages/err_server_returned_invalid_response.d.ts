/**
* | output |
* | --- |
* | "Server returned invalid response" |
*
* @param {Err_Server_Returned_Invalid_ResponseInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_server_returned_invalid_response: ((inputs?: Err_Server_Returned_Invalid_ResponseInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Server_Returned_Invalid_ResponseInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Server_Returned_Invalid_ResponseInputs = {};
